import { setTimeout as realSleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCatalogueIndex, type CatalogueIndex } from '../../../src/contract/catalogue.js';
import { createCatalogueIndexKeeper, type CatalogueIndexKeeper, type KeeperOptions } from '../../../server/games/catalogue-index/catalogue-index-keeper.js';
import { memoryIndexFile } from '../../../server/games/catalogue-index/catalogue-index-file.js';
import type { SharedIndexStore } from '../../../server/games/catalogue-index/catalogue-index-shared.js';
import { fakeGame, fakeIndexService, queryKey, type FakeIndexService } from './fake-index-source.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
type Line = { level: number; msg: string; reason?: string; what?: string };

function service(): FakeIndexService {
  return fakeIndexService([fakeGame(1, 'Warframe'), fakeGame(2, 'Destiny 2')], { shooter: [1, 2] }, { popularity: [2, 1], relevance: [1, 2] });
}

/** Full-list calls: one per build attempt (a build starts with it, and stops there when it fails). */
const attempts = (fake: FakeIndexService): number => fake.queries.filter((query) => queryKey(query) === '{}').length;

describe('the catalogue index keeper over time', () => {
  let lines: Line[];
  let keeper: CatalogueIndexKeeper | undefined;
  const keep = (options: Partial<KeeperOptions> & Pick<KeeperOptions, 'source'>): CatalogueIndexKeeper => {
    const log = Fastify({ logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line) as Line) } } }).log;
    keeper = createCatalogueIndexKeeper({ file: memoryIndexFile(), now: Date.now, log, ...options });
    return keeper;
  };
  /** The index a client is sent now. */
  const served = async (): Promise<CatalogueIndex> => {
    const result = await keeper?.respond();
    if (!result?.ok) throw new Error('no index served');
    const parsed = parseCatalogueIndex(JSON.parse(result.response.identity.toString('utf8')));
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.value;
  };
  /** Waits in real time (compression runs on the thread pool, which fake timers do not move). */
  const until = async (done: () => boolean): Promise<void> => {
    for (let tries = 0; tries < 200 && !done(); tries += 1) await realSleep(10);
    expect(done()).toBe(true);
  };

  beforeEach(() => {
    lines = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.UTC(2026, 10, 22) });
  });
  afterEach(() => {
    keeper?.close();
    keeper = undefined;
    vi.useRealTimers();
  });

  it('backs off while the service is down: a handful of attempts in ten minutes, not one a second', async () => {
    const fake = service();
    fake.failing.add(queryKey({}));
    expect((await keep({ source: fake }).respond()).ok).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    // 30 s, then 1, 2, 4 and 8 minutes apart: the first try and 4 more fit in ten minutes.
    expect(attempts(fake)).toBeGreaterThanOrEqual(3);
    expect(attempts(fake)).toBeLessThanOrEqual(6);
    const warnings = lines.filter((line) => line.msg.includes('build failed'));
    expect(warnings).toHaveLength(attempts(fake));
    // Never more often than every 15 minutes once the back-off is at its cap.
    const before = attempts(fake);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(attempts(fake) - before).toBeLessThanOrEqual(5);
    expect(attempts(fake) - before).toBeGreaterThanOrEqual(3);
  });

  it('while nothing was ever built, requests do not hurry the back-off: each is told to try again, and the service is asked on schedule', async () => {
    const fake = service();
    fake.failing.add(queryKey({}));
    const keeper = keep({ source: fake });
    const first = await keeper.respond();
    expect(first).toMatchObject({ ok: false, message: expect.stringContaining('try again') });
    expect(attempts(fake)).toBe(1);
    // Twenty visitors within the first back-off (30 s): none of them calls the service.
    for (let visitor = 0; visitor < 20; visitor += 1) {
      await vi.advanceTimersByTimeAsync(1000);
      expect((await keeper.respond()).ok).toBe(false);
    }
    expect(attempts(fake)).toBe(1);
    // The scheduled retry still comes, and once the service answers, so do the requests.
    fake.failing.delete(queryKey({}));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(attempts(fake)).toBe(2);
    await until(() => lines.some((line) => line.msg === 'catalogue index built'));
    expect((await served()).games.map((game) => game.title)).toEqual(['Warframe', 'Destiny 2']);
  });

  it('with a shared store (REDIS_URL), takes the build lock only as often as it tries', async () => {
    const fake = service();
    fake.failing.add(queryKey({}));
    let locks = 0;
    const shared: SharedIndexStore = {
      read: async () => undefined,
      write: async () => undefined,
      lock: async () => {
        locks += 1;
        return true;
      },
      unlock: async () => undefined,
    };
    await keep({ source: fake, shared }).respond();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(locks).toBe(attempts(fake));
    expect(locks).toBeLessThanOrEqual(6);
  });

  it('a success resets the back-off: the next failure is retried after 30 s, not 15 minutes', async () => {
    const fake = service();
    fake.failing.add(queryKey({}));
    keep({ source: fake });
    await keeper?.respond();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    fake.failing.clear();
    await keeper?.rebuild();
    const built = await served();
    expect(built.partial).toBeUndefined();

    // The daily rebuild fails once; the next try comes 30 s later.
    fake.failing.add(queryKey({}));
    const beforeDaily = attempts(fake);
    await vi.advanceTimersByTimeAsync(DAY);
    const afterDaily = attempts(fake);
    expect(afterDaily).toBe(beforeDaily + 1);
    await vi.advanceTimersByTimeAsync(31_000);
    expect(attempts(fake)).toBe(afterDaily + 1);
    expect((await served()).generated_at).toBe(built.generated_at);
  });

  it('rebuilds in the background once the refresh interval has passed and serves the new index, a failed tag keeping its members', async () => {
    const fake = service();
    keep({ source: fake, refreshMs: 5 * MINUTE });
    await keeper?.rebuild();
    const first = await served();
    expect(attempts(fake)).toBe(1);

    // One tag call of the background build fails: that tag keeps its members, and the log says which.
    fake.failing.add(queryKey({ category: 'shooter' }));
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(attempts(fake)).toBe(2);
    await until(() => lines.filter((line) => line.msg === 'catalogue index built').length === 2);
    const second = await served();
    expect(Date.parse(second.generated_at)).toBe(Date.parse(first.generated_at) + 5 * MINUTE);
    expect(second.games.map((game) => game.tags)).toEqual([['shooter'], ['shooter']]);
    expect(lines.filter((line) => line.level === 40).map((line) => line.what)).toEqual(['tag shooter']);
  });

  it('keeps serving the last good index when the background rebuild fails, and logs what failed', async () => {
    const fake = service();
    keep({ source: fake, refreshMs: 5 * MINUTE });
    await keeper?.rebuild();
    const first = await served();

    fake.failing.add(queryKey({}));
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(attempts(fake)).toBe(2);
    expect(await served()).toEqual(first);
    const warning = lines.find((line) => line.msg.includes('build failed'));
    expect(warning?.level).toBe(40);
    expect(warning?.reason).toBe('games list: HTTP 500');
  });
});
