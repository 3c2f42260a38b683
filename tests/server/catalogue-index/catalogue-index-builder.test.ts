import { describe, expect, it, vi } from 'vitest';
import { CATEGORIES } from '../../../src/contract/games-query.js';
import { buildCatalogueIndex, type IndexSource } from '../../../server/games/catalogue-index/catalogue-index-builder.js';
import { createRateGate } from '../../../server/games/upstream/rate-gate.js';
import { fakeGame, fakeIndexService, queryKey } from './fake-index-source.js';

const games = [fakeGame(1, 'Warframe'), fakeGame(2, 'Destiny 2'), fakeGame(3, 'Dota 2')];
const now = () => Date.UTC(2026, 10, 22);

function service() {
  return fakeIndexService(games, { shooter: [1, 2], 'third-Person': [1], moba: [3], fantasy: [2, 3] }, { popularity: [2, 3, 1], relevance: [3, 1, 2] });
}

describe('buildCatalogueIndex', () => {
  it('asks for the list, both orders and each of the 45 tags once', async () => {
    const fake = service();
    const result = await buildCatalogueIndex({ source: fake, now });
    expect(result.ok).toBe(true);
    expect(fake.queries).toHaveLength(48);
    expect(fake.queries.filter((query) => query.category).map((query) => query.category)).toEqual([...CATEGORIES]);
  });

  it('inverts the tag answers into each game’s tags and records each game’s place in the orders', async () => {
    const result = await buildCatalogueIndex({ source: service(), now });
    if (!result.ok) throw new Error(result.reason);
    const byId = new Map(result.index.games.map((game) => [game.id, game]));
    expect(byId.get(1)?.tags).toEqual(['shooter', 'third-Person']);
    expect(byId.get(2)?.tags).toEqual(['shooter', 'fantasy']);
    expect(byId.get(3)?.tags).toEqual(['moba', 'fantasy']);
    expect(byId.get(2)?.rank).toEqual({ popularity: 1, relevance: 3 });
    expect(byId.get(1)?.rank).toEqual({ popularity: 3, relevance: 2 });
    expect(result.index.tags).toHaveLength(45);
    expect(result.index.partial).toBeUndefined();
    expect(result.index.generated_at).toBe('2026-11-22T00:00:00.000Z');
  });

  it('keeps a failed tag’s previous members, reports the failure and still builds', async () => {
    const first = await buildCatalogueIndex({ source: service(), now });
    if (!first.ok) throw new Error(first.reason);
    const fake = fakeIndexService(games, { shooter: [3], 'third-Person': [1] }, { popularity: [1, 2, 3], relevance: [1, 2, 3] });
    fake.failing.add(queryKey({ category: 'fantasy' }));
    const failures: string[] = [];
    const second = await buildCatalogueIndex({ source: fake, previous: first.index, now, onFailure: (what) => failures.push(what) });
    if (!second.ok) throw new Error(second.reason);
    const tagsOf = (id: number) => second.index.games.find((game) => game.id === id)?.tags;
    expect(failures).toEqual(['tag fantasy']);
    expect(second.failures).toBe(1);
    expect(tagsOf(2)).toEqual(['fantasy']);
    expect(tagsOf(3)).toEqual(['shooter', 'fantasy']);
  });

  it('keeps the previous ranks when an order call fails, and ranks games an order lacks after it', async () => {
    const first = await buildCatalogueIndex({ source: service(), now });
    if (!first.ok) throw new Error(first.reason);
    const fake = fakeIndexService(games, {}, { popularity: [1, 2, 3], relevance: [3] });
    fake.failing.add(queryKey({ 'sort-by': 'popularity' }));
    const second = await buildCatalogueIndex({ source: fake, previous: first.index, now });
    if (!second.ok) throw new Error(second.reason);
    expect(second.index.games.map((game) => game.rank.popularity)).toEqual([3, 1, 2]);
    expect(second.index.games.map((game) => game.rank.relevance)).toEqual([2, 3, 1]);
  });

  it('fails without the full list, and gives the plain list as soon as it has it', async () => {
    const fake = service();
    fake.failing.add(queryKey({}));
    expect(await buildCatalogueIndex({ source: fake, now })).toEqual({ ok: false, reason: 'games list: HTTP 500' });
    const listed: number[] = [];
    await buildCatalogueIndex({ source: service(), now, onList: (list) => listed.push(list.length) });
    expect(listed).toEqual([3]);
  });

  it('goes through the gate: 4 calls a second, so 48 calls take 12 seconds', async () => {
    // p-queue times its window with Date.now and setTimeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'] });
    const gate = createRateGate({ perWindow: 4 });
    const fake = service();
    const starts: number[] = [];
    const gated: IndexSource = {
      name: 'freetogame',
      async list(query) {
        if (!(await gate.acquire('api', 60_000))) return { ok: false, reason: 'busy' };
        starts.push(performance.now());
        return fake.list(query);
      },
    };
    try {
      const build = buildCatalogueIndex({ source: gated, now });
      await vi.advanceTimersByTimeAsync(10_999);
      expect(starts.length).toBe(44);
      await vi.advanceTimersByTimeAsync(1001);
      expect((await build).ok).toBe(true);
      expect(starts).toHaveLength(48);
      for (const start of starts) expect(starts.filter((other) => other >= start && other < start + 1000).length).toBeLessThanOrEqual(4);
    } finally {
      gate.close();
      vi.useRealTimers();
    }
  });
});
