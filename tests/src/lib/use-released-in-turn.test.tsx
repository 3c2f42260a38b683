import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReleasedInTurn } from '../../../src/lib/use-released-in-turn';

const task = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('useReleasedInTurn', () => {
  it('releases nothing before the start, then one part at a time, each in a render of its own, up to the count', async () => {
    const seen: number[] = [];
    function Parts({ start }: { start: boolean }) {
      const released = useReleasedInTurn(start, 3);
      if (seen.at(-1) !== released) seen.push(released);
      return null;
    }
    const { rerender } = render(<Parts start={false} />);
    await task();
    expect(seen).toEqual([0]);

    rerender(<Parts start />);
    for (let turn = 0; turn < 6; turn += 1) await task();
    expect(seen).toEqual([0, 1, 2, 3]);
  });
});
