import { describe, expect, it } from 'vitest';
import { EMPTY_BROWSE_STATE, parseBrowseQuery } from '../../../../src/games/browse/browse-state';
import { filterGames } from '../../../../src/games/browse/filter-games';
import { pickCandidates, pickNext } from '../../../../src/games/pick/pick-game';
import { seededRandom } from '../../../support/seeded-random';
import { indexGames } from '../browse/index-games';

const games = indexGames();
const byTitle = (title: string) => {
  const found = games.find((game) => game.title === title);
  if (!found) throw new Error(title);
  return found;
};

describe('pickCandidates', () => {
  it('draws from the Browse filters of the query, leaving out every game in the library', () => {
    const { state } = parseBrowseQuery('platform=browser&tags=mmorpg');
    const all = filterGames(games, state);
    expect(all.length).toBeGreaterThan(3);
    const excluded = new Set(all.slice(0, 2).map((game) => game.id));
    const candidates = pickCandidates(games, state, excluded);
    expect(candidates.map((game) => game.id)).toEqual(all.slice(2).map((game) => game.id));
    expect(candidates.every((game) => /browser/i.test(game.platform) && game.tags.includes('mmorpg'))).toBe(true);
  });

  it('narrows to the typed query as Browse does', () => {
    const { state } = parseBrowseQuery('q=warframe');
    const candidates = pickCandidates(games, state, new Set());
    expect(candidates[0]?.title).toBe('Warframe');
    expect(pickCandidates(games, state, new Set([byTitle('Warframe').id])).map((game) => game.title)).not.toContain('Warframe');
  });
});

describe('pickNext (seeded)', () => {
  it('never draws the game on screen twice in a row, over 2,000 seeded draws', () => {
    const random = seededRandom(42);
    const pool = games.slice(0, 5);
    let current: number | undefined;
    const seen = new Set<number>();
    for (let draw = 0; draw < 2_000; draw += 1) {
      const next = pickNext(pool, current, random);
      expect(next).toBeDefined();
      expect(next?.id).not.toBe(current);
      current = next?.id;
      seen.add(current ?? -1);
    }
    // Uniform enough that every game comes up.
    expect(seen.size).toBe(5);
  });

  it('is repeatable for a seed, and reaches every game about equally', () => {
    const pool = games.slice(0, 4);
    const run = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => pickNext(pool, undefined, random)?.id);
    };
    expect(run(7)).toEqual(run(7));
    const counts = new Map<number, number>();
    const random = seededRandom(99);
    for (let draw = 0; draw < 4_000; draw += 1) {
      const id = pickNext(pool, undefined, random)?.id ?? -1;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const game of pool) expect(counts.get(game.id)).toBeGreaterThan(850);
  });

  it('has nothing to offer when the only game left is the one on screen, or none is left', () => {
    const only = byTitle('Warframe');
    expect(pickNext([only], only.id, seededRandom(1))).toBeUndefined();
    expect(pickNext([], undefined, seededRandom(1))).toBeUndefined();
    expect(pickNext([only], undefined, seededRandom(1))).toBe(only);
    // A source returning 1 (outside Math.random's range) still lands on a game.
    expect(pickNext(games.slice(0, 3), undefined, () => 1)).toBe(games[2]);
  });

  it('with no filters, draws from the whole catalogue', () => {
    expect(pickCandidates(games, EMPTY_BROWSE_STATE, new Set())).toHaveLength(games.length);
  });
});
