import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameListItem } from '../../../src/contract';
import { readListScroll } from '../../../src/games/list-scroll';
import { useListScroll } from '../../../src/games/use-list-scroll';
import { manyGames } from './fixtures';

function Grid({ scrollKey, games }: { scrollKey: string; games: readonly GameListItem[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  useListScroll(listRef, scrollKey, games, undefined, games.length);
  return <ul ref={listRef}>{games.map((game) => <li key={game.id}>{game.title}</li>)}</ul>;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  history.replaceState(null, '');
});

describe('useListScroll', () => {
  it('follows a new list key without setting itself up again, and saves the position under the new key', async () => {
    // jsdom lays nothing out and has no ResizeObserver: report the list as displayed, and keep the
    // observer's callback to report as the browser would after its layout.
    const reports: (() => void)[] = [];
    vi.stubGlobal('ResizeObserver', class {
      constructor(report: () => void) {
        reports.push(report);
      }
      observe(): void {}
      disconnect(): void {}
    });
    const rects = vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
    const games = manyGames(5);
    const { rerender } = render(<Grid scrollKey="/browse?q=b" games={games} />);
    await act(async () => undefined);
    // Mounting asks for no box (that would force a layout in the middle of start-up): the observer's first report does.
    expect(rects).not.toHaveBeenCalled();
    expect(reports).toHaveLength(1);
    reports[0]?.();
    expect(rects).toHaveBeenCalled();
    rects.mockClear();

    // A key press on Browse: a new search, so a new key; asking for the list's boxes here would
    // force a layout on the way to painting the results.
    const searched = games.slice(2);
    rerender(<Grid scrollKey="/browse?q=ba" games={searched} />);
    await act(async () => undefined);
    expect(rects).not.toHaveBeenCalled();

    vi.useFakeTimers();
    dispatchEvent(new Event('scroll'));
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    const saved = readListScroll('/browse?q=ba');
    expect(saved).toBeDefined();
    expect(searched.map((game) => game.id)).toContain(saved?.id);
    expect(readListScroll('/browse?q=b')).toBeUndefined();
  });
});
