import { describe, expect, it } from 'vitest';
import { browseResults } from '../../../../src/games/browse/browse-results.js';
import { EMPTY_BROWSE_STATE } from '../../../../src/games/browse/browse-state.js';
import { searchGames, titleRuns } from '../../../../src/games/browse/search-games.js';
import { indexGames } from './index-games.js';

const games = indexGames();
const collator = new Intl.Collator('en');
const first = (q: string) => browseResults(games, { ...EMPTY_BROWSE_STATE, q }, collator).hits[0]?.game.title;

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

  // The order: title first, then genre, publisher, developer and short description. Two
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
