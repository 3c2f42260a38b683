import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { browseResults } from '../../../../src/games/browse/browse-results.js';
import { BROWSE_PLATFORMS, BROWSE_SORTS, type BrowseState } from '../../../../src/games/browse/browse-state.js';
import { genresOf, matchesFilters, onPlatform, releaseYear } from '../../../../src/games/browse/filter-games.js';
import { CATEGORIES } from '../../../../src/contract/index.js';
import { indexGames } from './index-games.js';

const games = indexGames();
const collator = new Intl.Collator('en');
const genres = [...new Set(games.map((game) => game.genre.trim()))];

const states: fc.Arbitrary<BrowseState> = fc.record({
  q: fc.constantFrom('', '', 'war', 'legends', 'shadow', 'xq'),
  platform: fc.constantFrom(...BROWSE_PLATFORMS),
  tags: fc.uniqueArray(fc.constantFrom(...CATEGORIES), { maxLength: 3 }),
  genre: fc.option(fc.constantFrom(...genres), { nil: undefined }),
  from: fc.option(fc.integer({ min: 1997, max: 2026 }), { nil: undefined }),
  to: fc.option(fc.integer({ min: 1997, max: 2026 }), { nil: undefined }),
  sort: fc.option(fc.constantFrom(...BROWSE_SORTS), { nil: undefined }),
});

function satisfies(state: BrowseState) {
  return (game: (typeof games)[number]): boolean => {
    const year = releaseYear(game) ?? 0;
    return onPlatform(game, state.platform)
      && state.tags.every((tag) => game.tags.includes(tag))
      && (!state.genre || game.genre.trim().toLowerCase() === state.genre.toLowerCase())
      && (state.from === undefined || year >= state.from)
      && (state.to === undefined || year <= state.to);
  };
}

describe('Browse filters', () => {
  it('every result satisfies every active filter', () => {
    fc.assert(fc.property(states, (state) => {
      const { hits } = browseResults(games, state);
      expect(hits.every((hit) => satisfies(state)(hit.game))).toBe(true);
    }), { numRuns: 200 });
  });

  it('without a query, no game that satisfies the filters is missing, and none appears twice', () => {
    fc.assert(fc.property(states, (state) => {
      const plain = { ...state, q: '' };
      const ids = browseResults(games, plain).hits.map((hit) => hit.game.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.sort()).toEqual(games.filter(satisfies(plain)).map((game) => game.id).sort());
    }), { numRuns: 200 });
  });

  it('with a query, results are the filtered games the query alone finds', () => {
    fc.assert(fc.property(states, (state) => {
      const searched = new Set(browseResults(games, { q: state.q, platform: 'all', tags: [] }).hits.map((hit) => hit.game.id));
      const ids = browseResults(games, state).hits.map((hit) => hit.game.id).sort();
      const expected = games.filter((game) => searched.has(game.id) && satisfies(state)(game)).map((game) => game.id).sort();
      expect(ids).toEqual(expected);
    }), { numRuns: 100 });
  });

  it('counts, for each tag, the results that carry it', () => {
    const state: BrowseState = { q: '', platform: 'pc', tags: ['shooter'] };
    const { hits, counts } = browseResults(games, state);
    expect(counts.get('shooter')).toBe(hits.length);
    for (const [tag, count] of counts) expect(count).toBe(hits.filter((hit) => hit.game.tags.includes(tag)).length);
  });

  it('sorts by popularity, the service’s relevance, newest first, and by title with the locale', () => {
    const base: BrowseState = { q: '', platform: 'all', tags: [] };
    const order = (sort: BrowseState['sort']) => browseResults(games, { ...base, sort }).hits.map((hit) => hit.game);
    const popularity = order('popularity').map((game) => game.rank.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => a - b));
    const relevance = order('relevance').map((game) => game.rank.relevance);
    expect(relevance).toEqual([...relevance].sort((a, b) => a - b));
    const dates = order('release-date').map((game) => game.release_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const titles = order('alphabetical').map((game) => game.title);
    expect(titles).toEqual([...titles].sort(collator.compare));
  });

  it('lists the genres once each, trimmed, A to Z whatever their case', () => {
    const [template] = games;
    if (!template) throw new Error('fixture too small');
    const named = ['Shooter', ' card game', 'MMORPG', 'Shooter ', 'battle Royale'].map((genre, id) => ({ ...template, id, genre }));
    expect(genresOf(named)).toEqual(['battle Royale', 'card game', 'MMORPG', 'Shooter']);
  });

  it('makes no Intl collator while Browse starts, only once a person sorts by title', async () => {
    // The first Intl object a page makes loads the locale's data: a fresh module, so none is made yet.
    vi.resetModules();
    const Real = Intl.Collator;
    let made = 0;
    Intl.Collator = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.Collator;
    try {
      const fresh = await import('../../../../src/games/browse/browse-results.js');
      const { genresOf: freshGenres } = await import('../../../../src/games/browse/filter-games.js');
      freshGenres(games);
      fresh.browseResults(games, { q: 'war', platform: 'all', tags: ['shooter'] });
      expect(made).toBe(0);
      fresh.browseResults(games, { q: '', platform: 'all', tags: [], sort: 'alphabetical' });
      fresh.browseResults(games, { q: 'war', platform: 'all', tags: [], sort: 'alphabetical' });
      expect(made).toBe(1);
    } finally {
      Intl.Collator = Real;
    }
  });

  it('a platform filter reads the list’s platform text', () => {
    const template = games[0];
    if (!template) throw new Error('fixture too small');
    const both = { ...template, platform: 'PC (Windows), Web Browser' };
    expect(matchesFilters(both, { q: '', platform: 'pc', tags: [] })).toBe(true);
    expect(matchesFilters(both, { q: '', platform: 'browser', tags: [] })).toBe(true);
    expect(matchesFilters({ ...both, platform: 'Web Browser' }, { q: '', platform: 'pc', tags: [] })).toBe(false);
  });
});
