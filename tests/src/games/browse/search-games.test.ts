import fuzzysort from 'fuzzysort';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browseResults } from '../../../../src/games/browse/browse-results.js';
import { BROWSE_SORTS, EMPTY_BROWSE_STATE } from '../../../../src/games/browse/browse-state.js';
import { prepareSearch, searchGames, titleRuns } from '../../../../src/games/browse/search-games.js';
import { demoCatalogue, indexGames } from './index-games.js';

const games = indexGames();
const first = (q: string) => browseResults(games, { ...EMPTY_BROWSE_STATE, q }).hits[0]?.game.title;

describe('search', () => {
  it.each([
    ['warfrme', 'Warframe'],
    ['leage of legends', 'League of Legends'],
    ['cod warzone', 'Call of Duty: Warzone'],
    ['destny', 'Destiny 2'],
    ['WARFRAME', 'Warframe'],
  ])('"%s" finds %s first', (query, title) => {
    expect(first(query)).toBe(title);
  });

  it('ranks a title match above a match in another field', () => {
    const hits = searchGames(games, 'moba');
    expect(hits[0]?.game.title).not.toBe('');
    const template = games[0];
    if (!template) throw new Error('fixture too small');
    const titleHit = searchGames([...games, { ...template, id: 1, title: 'Moba Masters', genre: 'Racing' }], 'moba');
    expect(titleHit[0]?.game.title).toBe('Moba Masters');
  });

  // Browse's ranking order: title first, then genre, publisher, developer and short description. Two
  // games alike but for the field holding the word, in both list orders, so a tie cannot pass.
  it.each([
    ['genre', 'publisher'],
    ['publisher', 'developer'],
    ['developer', 'short_description'],
  ] as const)('ranks a %s match above an equally good %s match', (higher, lower) => {
    const template = games[0];
    if (!template) throw new Error('fixture too small');
    const plain = { ...template, title: 'Quiet Meadow', genre: 'Puzzle', publisher: 'Quiet Co', developer: 'Quiet Co', short_description: 'A quiet puzzle.' };
    const inHigher = { ...plain, id: 990_001, [higher]: 'Zorblax' };
    const inLower = { ...plain, id: 990_002, [lower]: 'Zorblax' };
    for (const pair of [[inHigher, inLower], [inLower, inHigher]]) {
      expect(searchGames([...games, ...pair], 'zorblax').map((hit) => hit.game.id)).toEqual([990_001, 990_002]);
    }
  });

  it('finds games by publisher and short description too', () => {
    const target = games[5];
    if (!target) throw new Error('fixture too small');
    expect(searchGames(games, target.publisher).some((hit) => hit.game.id === target.id)).toBe(true);
  });

  it('returns every game for an empty query and nothing for gibberish', () => {
    expect(searchGames(games, '  ')).toHaveLength(games.length);
    expect(searchGames(games, 'zzqqxxjj')).toHaveLength(0);
  });

  it('splits a title into matched and plain runs for highlighting', () => {
    const hit = searchGames(games, 'warfrme')[0];
    expect(hit && titleRuns(hit.game.title, hit.titleIndexes).map((run) => run.text).join('')).toBe('Warframe');
    expect(titleRuns('Warframe', [0, 1, 2])).toEqual([{ text: 'War', matched: true }, { text: 'frame', matched: false }]);
  });
});

describe('a misspelled search', () => {
  const catalogues = [['the fixture catalogue', games], ['the demo catalogue', indexGames(demoCatalogue())]] as const;
  const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

  /**
   * Each word of five letters or more in the catalogue's genres and the well-known titles, with each
   * inner letter dropped in turn. A drop that reads as text the catalogue holds ("ater" of "after"
   * is in "water") or is one letter from another word ("raing": "rating" as much as "racing") is
   * another search, not this word mistyped, so it is left out.
   */
  function misspellings(catalogue: readonly (typeof games)[number][]) {
    const vocabulary = [...new Set(catalogue.flatMap((game) => wordsOf([game.title, game.genre, game.publisher, game.developer, game.short_description].join(' '))))];
    const words = new Set(catalogue.flatMap((game) => wordsOf(game.genre)).concat(catalogue.filter((game) => game.id >= 900_000).flatMap((game) => wordsOf(game.title))));
    const pairs: [string, string][] = [];
    for (const word of [...words].filter((candidate) => candidate.length >= 5)) {
      for (let at = 1; at < word.length - 1; at += 1) {
        const typo = word.slice(0, at) + word.slice(at + 1);
        const oneLetterOff = Array.from({ length: typo.length + 1 }, (_, gap) => new RegExp(`${typo.slice(0, gap)}.${typo.slice(gap)}`));
        const another = vocabulary.some((other) => other.includes(typo) || (!other.includes(word) && oneLetterOff.some((pattern) => pattern.test(other))));
        if (!another) pairs.push([word, typo]);
      }
    }
    return pairs;
  }

  it.each(catalogues)('never finds more games than the word spelled right, over %s', (_, catalogue) => {
    const pairs = misspellings(catalogue);
    expect(pairs.length).toBeGreaterThan(50);
    const count = (query: string) => searchGames(catalogue, query).length;
    const found = new Map<string, number>();
    const worse = pairs.filter(([word, typo]) => {
      const right = found.get(word) ?? count(word);
      found.set(word, right);
      const typed = count(typo);
      expect(typed, `"${typo}" finds nothing`).toBeGreaterThan(0);
      return typed > right;
    });
    expect(worse.map(([word, typo]) => `${typo} > ${word}`)).toEqual([]);
  });

  it.each(catalogues)('finds only shooters in the first 20 for "shoter", in every order, over %s', (_, catalogue) => {
    expect(searchGames(catalogue, 'shoter').length).toBeLessThanOrEqual(searchGames(catalogue, 'shooter').length);
    for (const sort of BROWSE_SORTS) {
      const first = browseResults(catalogue, { ...EMPTY_BROWSE_STATE, q: 'shoter', sort }).hits.slice(0, 20).map((hit) => hit.game);
      expect(first).toHaveLength(20);
      expect(first.filter((game) => game.genre === 'Card Game').map((game) => game.title)).toEqual([]);
      expect(first.filter((game) => game.genre !== 'Shooter' && !game.tags.includes('shooter')).map((game) => `${game.title} (${game.genre})`)).toEqual([]);
    }
  });
});

describe('search over a prepared catalogue', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /**
   * Each hit as one comparable line (the game, its score, its title's matched letters), best first;
   * hits of equal score in id order, as fuzzysort may hand them over in either.
   */
  const lines = (hits: ReturnType<typeof searchGames>) => {
    expect(hits.every((hit, at) => at === 0 || (hits[at - 1]?.score ?? 0) >= hit.score)).toBe(true);
    return [...hits]
      .sort((a, b) => b.score - a.score || a.game.id - b.game.id)
      .map((hit) => `${hit.game.id} ${hit.score.toFixed(9)} ${hit.titleIndexes.join('.')}`);
  };

  it.each(['b', 'ba', 'bat', 'battlefield', 'warfrme', 'leage of legends', 'cod warzone', 'destny', 'moba', 'zzqqxxjj'])(
    'finds for "%s" exactly what the plain search finds, best first',
    (query) => {
      const catalogue = indexGames();
      prepareSearch(catalogue);
      expect(lines(searchGames(catalogue, query, catalogue))).toEqual(lines(searchGames(catalogue, query)));
    },
  );

  it('keeps to the games it is given when they are part of the catalogue', () => {
    const catalogue = indexGames();
    const some = catalogue.filter((game) => game.genre === 'Shooter');
    const hits = searchGames(some, 'war', catalogue);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => some.includes(hit.game))).toBe(true);
    expect(lines(hits)).toEqual(lines(searchGames(catalogue, 'war').filter((hit) => some.includes(hit.game))));
  });

  it('prepares each catalogue once, however many searches follow', () => {
    const snapshot = vi.spyOn(fuzzysort, 'snapshot');
    const catalogue = indexGames();
    prepareSearch(catalogue);
    prepareSearch(catalogue);
    for (const query of ['w', 'wa', 'war']) searchGames(catalogue, query, catalogue);
    expect(snapshot).toHaveBeenCalledTimes(1);
    expect(snapshot.mock.calls[0]?.[0]).toEqual(catalogue);
  });
});
