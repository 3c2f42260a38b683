// How many cards a grid lays out at their real size in its first frame: what this window can show.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameGrid } from '../../../src/games/GameGrid';
import { GridSkeleton } from '../../../src/games/GridSkeleton';
import { FIRST_SCREENFUL, firstScreenful } from '../../../src/games/use-progressive-count';
import { renderAt } from '../../support/render-at';
import { manyGames } from './fixtures';

function windowOf(width: number, height: number): void {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('innerHeight', height);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first screenful', () => {
  it("is a phone's single column of cards, a window's height of them", () => {
    windowOf(412, 823);
    expect(firstScreenful()).toBe(4);
    windowOf(320, 568);
    expect(firstScreenful()).toBe(3);
  });

  it('counts three columns wherever the grid has more than one, up to its most', () => {
    windowOf(600, 360);
    expect(firstScreenful()).toBe(6);
    windowOf(1280, 800);
    expect(firstScreenful()).toBe(FIRST_SCREENFUL);
    windowOf(2560, 1440);
    expect(firstScreenful()).toBe(FIRST_SCREENFUL);
  });

  it('is one card at least, however short the window', () => {
    windowOf(412, 0);
    expect(firstScreenful()).toBe(1);
  });

  it("is what a grid shows at once on a phone, each of those cards laid out at its real size", () => {
    windowOf(412, 823);
    renderAt('/', <GameGrid games={manyGames(100)} label="Results" />);
    const cards = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(cards.every((card) => card.classList.contains('game-grid-now'))).toBe(true);
  });

  it("is as many grey cards as a list shows while it loads, on a phone and on a desktop", () => {
    windowOf(412, 823);
    const { container, unmount } = renderAt('/', <GridSkeleton label="Loading games" />);
    expect(container.querySelectorAll('.skeleton-card')).toHaveLength(4);
    unmount();
    windowOf(1280, 800);
    const desktop = renderAt('/', <GridSkeleton label="Loading games" />);
    expect(desktop.container.querySelectorAll('.skeleton-card')).toHaveLength(FIRST_SCREENFUL);
  });
});
