import fuzzysort from 'fuzzysort';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAMES_PER_STEP, IDLE_TIMEOUT_MS, WARM_UP_QUERIES, warmSearch } from '../../../../src/games/browse/warm-search.js';
import { indexGames } from './index-games.js';

/** The queries fuzzysort was asked, call by call. */
const asked = (go: ReturnType<typeof vi.spyOn>) => go.mock.calls.map((call: unknown[]) => call[0]);

/**
 * Runs `step` (one timer or idle callback) until fuzzysort has been asked `count` queries, at most
 * 20 times: fuzzysort's snapshot schedules idle steps of its own among ours.
 */
function stepUntilAsked(go: ReturnType<typeof vi.spyOn>, count: number, step: () => void): void {
  for (let steps = 0; steps < 20 && asked(go).length < count; steps += 1) step();
}

describe('warmSearch', () => {
  let go: ReturnType<typeof vi.spyOn>;
  let snapshot: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    go = vi.spyOn(fuzzysort, 'go');
    snapshot = vi.spyOn(fuzzysort, 'snapshot');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('takes the snapshot at once, then runs each warm-up search in an idle moment of its own', () => {
    const catalogue = indexGames();
    warmSearch(catalogue);
    expect(snapshot).toHaveBeenCalledTimes(1);
    expect(go).not.toHaveBeenCalled();
    stepUntilAsked(go, 1, () => vi.advanceTimersToNextTimer());
    expect(asked(go)).toEqual([WARM_UP_QUERIES[0]]);
    vi.runAllTimers();
    expect(asked(go)).toEqual(WARM_UP_QUERIES);
    // Each over the snapshot, not the plain list (which fuzzysort would prepare all over again).
    expect(go.mock.calls.every((call: unknown[]) => !Array.isArray(call[1]))).toBe(true);
  });

  it('waits for the browser to be idle where it can tell', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    warmSearch(indexGames());
    vi.runAllTimers();
    expect(go).not.toHaveBeenCalled();
    stepUntilAsked(go, 1, () => idle.shift()?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(asked(go)).toEqual([WARM_UP_QUERIES[0]]);
    // The next one waits for an idle moment of its own.
    expect(idle.length).toBeGreaterThan(0);
    vi.runAllTimers();
    expect(asked(go)).toEqual([WARM_UP_QUERIES[0]]);
  });

  it('prepares the games a slice per idle moment before the first search, so no step holds the whole catalogue', () => {
    // Ours ask for IDLE_TIMEOUT_MS; fuzzysort's snapshot steps (100 ms) run among them.
    const idle: { callback: IdleRequestCallback; ours: boolean }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => idle.push({ callback, ours: options?.timeout === IDLE_TIMEOUT_MS }));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const catalogue = indexGames();
    const slices = Math.ceil(catalogue.length / GAMES_PER_STEP);
    expect(slices).toBeGreaterThan(2);
    warmSearch(catalogue);
    let ourSteps = 0;
    const stepsBeforeSearch: number[] = [];
    for (let steps = 0; steps < 200 && idle.length > 0; steps += 1) {
      const next = idle.shift();
      if (next?.ours) ourSteps += 1;
      const before = go.mock.calls.length;
      next?.callback({ didTimeout: false, timeRemaining: () => 10 });
      if (go.mock.calls.length > before) stepsBeforeSearch.push(ourSteps);
    }
    expect(asked(go)).toEqual(WARM_UP_QUERIES);
    // One step per slice, then one per search.
    expect(stepsBeforeSearch).toEqual(WARM_UP_QUERIES.map((_, at) => slices + 1 + at));
  });

  it('stops when asked, leaving the rest to the first search', () => {
    const stop = warmSearch(indexGames());
    stepUntilAsked(go, 1, () => vi.advanceTimersToNextTimer());
    stop();
    vi.runAllTimers();
    expect(asked(go)).toEqual([WARM_UP_QUERIES[0]]);
  });
});
