import { afterEach, describe, expect, it } from 'vitest';
import { holdsListScroll, readListScroll, saveListScroll } from '../../../src/games/list-scroll';
import { findSavedScroll } from '../../../src/games/use-list-scroll';
import { manyGames } from './fixtures';

afterEach(() => history.replaceState(null, ''));

describe('list scroll in the history entry', () => {
  it('keeps a position for its own list beside what the entry already holds', () => {
    history.replaceState({ other: 1 }, '');
    saveListScroll({ key: '/all', index: 40, id: 7, offset: -12.5 });
    expect(history.state).toMatchObject({ other: 1 });
    expect(readListScroll('/all')).toEqual({ key: '/all', index: 40, id: 7, offset: -12.5 });
    expect(readListScroll('/platforms/pc')).toBeUndefined();
  });

  it.each([null, 'text', { freeplayListScroll: { key: '/all', index: -1, id: 1, offset: 0 } }, { freeplayListScroll: { key: '/all', index: 1.5, id: 1, offset: 0 } },
    { freeplayListScroll: { key: '/all', index: 1, id: 1, offset: Number.NaN } }, { freeplayListScroll: 'x' }])('reads a missing or corrupt entry %j as none', (state) => {
    history.replaceState(state, '');
    expect(readListScroll('/all')).toBeUndefined();
    expect(holdsListScroll()).toBe(false);
  });

  it('tells whether the entry holds any list position, so a route change knows not to scroll to the top', () => {
    history.replaceState(null, '');
    expect(holdsListScroll()).toBe(false);
    saveListScroll({ key: '/platforms/pc', index: 3, id: 9, offset: 0 });
    expect(holdsListScroll()).toBe(true);
  });

  it('finds the saved card by its id when the list order changed, and nothing when it is gone', () => {
    const games = manyGames(50);
    const target = games[30];
    if (!target) throw new Error('fixture too short');
    saveListScroll({ key: '/all', index: 30, id: target.id, offset: 4 });
    expect(findSavedScroll('/all', games)).toEqual({ index: 30, offset: 4 });
    expect(findSavedScroll('/all', [...games].reverse())).toEqual({ index: 19, offset: 4 });
    expect(findSavedScroll('/all', games.filter((game) => game.id !== target.id))).toBeUndefined();
    expect(findSavedScroll(undefined, games)).toBeUndefined();
  });
});
