import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameGrid } from '../../../src/games/GameGrid';
import { CARDS_PER_STEP, FIRST_SCREENFUL } from '../../../src/games/use-progressive-count';
import { renderAt } from '../../support/render-at';
import { manyGames } from './fixtures';

const games = manyGames(100);

interface Watch {
  callback: IntersectionObserverCallback;
  target: Element;
  rootMargin: string | undefined;
}

/** The observers connected now, as a real IntersectionObserver: a disconnected one is told nothing more. */
let watching: Watch[] = [];

beforeEach(() => {
  watching = [];
  vi.stubGlobal('IntersectionObserver', class {
    constructor(private readonly callback: IntersectionObserverCallback, private readonly options?: IntersectionObserverInit) {}
    observe(target: Element) {
      watching.push({ callback: this.callback, target, rootMargin: this.options?.rootMargin });
    }
    disconnect() {
      watching = watching.filter((watch) => watch.callback !== this.callback);
    }
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Reports to every connected observer whether the end of the list is near the view. */
function endIsNear(near: boolean): void {
  act(() => {
    for (const watch of [...watching]) watch.callback([{ isIntersecting: near, target: watch.target } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

const cards = () => within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem');

describe('a grid that grows with scrolling', () => {
  it('shows the first screenful and adds a step only when the end of the list nears the view', async () => {
    renderAt('/browse', <GameGrid games={games} label="Results" growWithScroll />);
    expect(cards()).toHaveLength(FIRST_SCREENFUL);
    // Never busy: the list is whole as far as anyone has scrolled.
    expect(screen.getByRole('list', { name: 'Results' })).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(watching).toHaveLength(1));
    // It watches an element just after the list, a window's height ahead of the view.
    expect(watching[0]?.target.previousElementSibling).toBe(screen.getByRole('list', { name: 'Results' }));
    expect(watching[0]?.rootMargin).toBe('0px 0px 100% 0px');

    endIsNear(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cards()).toHaveLength(FIRST_SCREENFUL);

    endIsNear(true);
    await waitFor(() => expect(cards()).toHaveLength(FIRST_SCREENFUL + CARDS_PER_STEP));
  });

  it('keeps growing while the end stays near, and stops watching once every card is there', async () => {
    renderAt('/browse', <GameGrid games={games} label="Results" growWithScroll />);
    for (let step = 0; step < 10 && cards().length < games.length; step += 1) {
      await waitFor(() => expect(watching).toHaveLength(1));
      const before = cards().length;
      endIsNear(true);
      await waitFor(() => expect(cards().length).toBeGreaterThan(before));
    }
    expect(cards()).toHaveLength(games.length);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(watching).toHaveLength(0);
  });

  it('starts again from the first screenful for another list', async () => {
    const view = renderAt('/browse', <GameGrid games={games} label="Results" resetKey="q=a" growWithScroll />);
    await waitFor(() => expect(watching).toHaveLength(1));
    endIsNear(true);
    await waitFor(() => expect(cards()).toHaveLength(FIRST_SCREENFUL + CARDS_PER_STEP));
    view.rerenderPage(<GameGrid games={[...games].reverse()} label="Results" resetKey="q=b" growWithScroll />);
    expect(cards()).toHaveLength(FIRST_SCREENFUL);
    expect(within(cards()[0] as HTMLElement).getByRole('heading')).toHaveTextContent('Game number 100');
  });

  it('is not how other grids grow: they fill in by themselves, busy until whole', async () => {
    renderAt('/all', <GameGrid games={games} label="Results" />);
    expect(screen.getByRole('list', { name: 'Results' })).toHaveAttribute('aria-busy', 'true');
    // A bound on the wait, not a timing: the grid fills in slices, which a busy machine stretches.
    await waitFor(() => expect(cards()).toHaveLength(games.length), { timeout: 5_000 });
    expect(screen.getByRole('list', { name: 'Results' })).not.toHaveAttribute('aria-busy');
    expect(watching).toHaveLength(0);
  });
});
