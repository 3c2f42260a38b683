import { act, render } from '@testing-library/react';
import { memo, useLayoutEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARDS_PER_STEP, FIRST_SCREENFUL, MAX_CARDS_PER_STEP, nextStepSize, STEP_BUDGET_MS, useProgressiveCount } from '../../../src/games/use-progressive-count';

/** Renders `total` items in steps; each item's render may take `itemMs` of real time. Records every committed count. */
function renderSteps(total: number, itemMs = 0): number[] {
  const counts: number[] = [];
  // Memoised as the grid's cards are in effect: a step renders only its new items.
  const Item = memo(function Item() {
    const until = performance.now() + itemMs;
    while (performance.now() < until) {
      // A card that costs `itemMs` to render, as on a slow phone.
    }
    return <li />;
  });
  function Grid() {
    const shown = useProgressiveCount(total);
    useLayoutEffect(() => {
      counts.push(shown);
    }, [shown]);
    return <ul>{Array.from({ length: shown }, (_, index) => <Item key={index} />)}</ul>;
  }
  render(<Grid />);
  return counts;
}

async function untilComplete(counts: number[], total: number, advance: () => void): Promise<void> {
  for (let turn = 0; turn < 200 && counts.at(-1) !== total; turn += 1) {
    await act(async () => {
      advance();
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

describe('nextStepSize', () => {
  it('fits the budget at the measured pace, grows at most twofold and stays between a screenful and the maximum', () => {
    expect(nextStepSize(36, STEP_BUDGET_MS)).toBe(36);
    expect(nextStepSize(36, STEP_BUDGET_MS / 2)).toBe(72);
    expect(nextStepSize(36, 0)).toBe(72);
    expect(nextStepSize(144, 1)).toBe(MAX_CARDS_PER_STEP);
    expect(nextStepSize(36, 3 * STEP_BUDGET_MS)).toBe(FIRST_SCREENFUL);
    expect(nextStepSize(72, 2 * STEP_BUDGET_MS)).toBe(36);
  });
});

describe('useProgressiveCount', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first screenful at once, then grows its steps on a device that renders them in no time, up to the maximum', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const counts = renderSteps(418);
    await untilComplete(counts, 418, () => vi.advanceTimersByTime(1));
    const steps = counts.slice(1).map((count, index) => count - (counts[index] ?? 0));
    expect(counts[0]).toBe(FIRST_SCREENFUL);
    expect(steps).toEqual([CARDS_PER_STEP, 2 * CARDS_PER_STEP, MAX_CARDS_PER_STEP, MAX_CARDS_PER_STEP, 418 - 12 - 36 - 72 - 288]);
  });

  it('falls back to a screenful per step where a step takes longer than its budget', async () => {
    const counts = renderSteps(120, 1);
    await untilComplete(counts, 120, () => undefined);
    const steps = counts.slice(1).map((count, index) => count - (counts[index] ?? 0));
    expect(steps[0]).toBe(CARDS_PER_STEP);
    expect(steps.slice(1, -1).every((size) => size === FIRST_SCREENFUL)).toBe(true);
    expect(counts.at(-1)).toBe(120);
  });
});
