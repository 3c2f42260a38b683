/** The keeper's states on their own: what is served (nothing, partial, built, fallback) and when the next build runs. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueIndex } from '../../../src/contract/catalogue.js';
import { createBuildTimer } from '../../../server/games/catalogue-index/build-timer.js';
import { createServedIndex } from '../../../server/games/catalogue-index/served-index.js';
import { fakeGame } from './fake-index-source.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW = Date.UTC(2026, 10, 22);

function index(title: string): CatalogueIndex {
  return { generated_at: new Date(NOW).toISOString(), source: 'freetogame', tags: [], games: [{ ...fakeGame(1, title), tags: [], rank: { popularity: 1, relevance: 1 } }] };
}
const body = (response: { identity: Buffer }): CatalogueIndex => JSON.parse(response.identity.toString('utf8')) as CatalogueIndex;

describe('the served index', () => {
  it('moves from nothing to the partial list to a built index, and a late list never replaces the index', async () => {
    const served = createServedIndex({ source: 'freetogame', fallback: 'demo' }, () => NOW);
    expect(served.now().kind).toBe('nothing');
    await served.showList([fakeGame(1, 'Warframe')]);
    const partial = served.now();
    expect(partial.kind).toBe('partial');
    expect(partial.kind === 'partial' && body(partial.response)).toMatchObject({ partial: true, games: [{ title: 'Warframe' }] });
    await served.keep(index('Destiny 2'), 'built');
    await served.showList([fakeGame(1, 'Late list')]);
    expect(served.index()?.games[0]?.title).toBe('Destiny 2');
    expect(served.source()).toBe('freetogame');
  });

  it('names the fallback as the source while its index is served, and the source again once a build succeeds', async () => {
    const served = createServedIndex({ source: 'freetogame', fallback: 'demo' }, () => NOW);
    await served.keep(index('Demo game'), 'fallback');
    expect([served.now().kind, served.source()]).toEqual(['fallback', 'demo']);
    await served.keep(index('Live game'), 'built');
    expect([served.now().kind, served.source()]).toEqual(['built', 'freetogame']);
  });
});

describe('the build timer', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => void vi.useRealTimers());

  it('builds once the index is a refresh interval old, and after failures waits 30 s, then 1 minute', async () => {
    const due = vi.fn();
    const timer = createBuildTimer(DAY, due);
    timer.schedule(DAY - MINUTE, false);
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(due).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(due).toHaveBeenCalledTimes(1);

    timer.failed();
    timer.schedule(undefined, false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(due).toHaveBeenCalledTimes(2);
    timer.failed();
    timer.schedule(undefined, false);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(due).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect([due.mock.calls.length, timer.failures()]).toEqual([3, 2]);
    timer.succeeded();
    expect(timer.failures()).toBe(0);
    timer.close();
  });

  it('tries the live service again 5 minutes after building from the fallback, and never once closed', async () => {
    const due = vi.fn();
    const timer = createBuildTimer(DAY, due);
    timer.schedule(0, true);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(due).toHaveBeenCalledTimes(1);
    timer.close();
    timer.schedule(undefined, false);
    await vi.advanceTimersByTimeAsync(DAY);
    expect(due).toHaveBeenCalledTimes(1);
  });
});
