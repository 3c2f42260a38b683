import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCatalogueIndex, type CatalogueIndex } from '../../../src/contract/catalogue.js';
import { createCatalogueIndexKeeper, type CatalogueIndexKeeper, type KeeperOptions } from '../../../server/plugins/app/catalogue-index-keeper.js';
import { memoryIndexFile } from '../../../server/plugins/app/catalogue-index-file.js';
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
});
