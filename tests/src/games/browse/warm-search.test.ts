import fuzzysort from 'fuzzysort';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmSearch } from '../../../../src/games/browse/warm-search.js';
import { indexGames } from './index-games.js';

const games = indexGames();

/** A clock that moves 1 ms each time it is read: a turn (4 ms) then covers a few steps of games. */
function tickingClock(): () => number {
  let now = 0;
  return () => now++;
}

/** The games each fuzzysort call was given, call by call. */
function preparedPerCall(go: ReturnType<typeof vi.spyOn>): unknown[][] {
  return go.mock.calls.map((call: unknown[]) => call[1] as unknown[]);
}

describe('warmSearch', () => {
  let go: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    go = vi.spyOn(fuzzysort, 'go');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('prepares every game, in several short timer turns rather than in one task', () => {
    warmSearch(games, tickingClock());
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    const afterFirstTurn = preparedPerCall(go).flat().length;
    expect(afterFirstTurn).toBeGreaterThan(0);
    expect(afterFirstTurn).toBeLessThan(games.length);
    vi.runAllTimers();
    expect(new Set(preparedPerCall(go).flat())).toEqual(new Set(games));
  });

  it('stops when asked, leaving the rest to the first search', () => {
    const stop = warmSearch(games, tickingClock());
    vi.advanceTimersToNextTimer();
    const prepared = preparedPerCall(go).flat().length;
    stop();
    vi.runAllTimers();
    expect(preparedPerCall(go).flat()).toHaveLength(prepared);
  });
});
