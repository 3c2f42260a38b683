import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { browseQueryString, effectiveSort, MAX_QUERY_LENGTH, parseBrowseQuery } from '../../../../src/games/browse/browse-state.js';

describe('the Browse state in the hash query', () => {
  it('reads the documented example', () => {
    expect(parseBrowseQuery('q=war&platform=pc&tags=mmorpg.fantasy&sort=popularity')).toEqual({
      state: { q: 'war', platform: 'pc', tags: ['mmorpg', 'fantasy'], sort: 'popularity' },
      dropped: [],
    });
  });

  it('drops unknown parameters, tags, platforms, sorts and years, and names each', () => {
    const parsed = parseBrowseQuery('?x=1&platform=PC&tags=mmorpg.laptop&sort=best&from=97&genre=Shooter');
    expect(parsed.state).toEqual({ q: '', platform: 'all', tags: ['mmorpg'], genre: 'Shooter' });
    expect(parsed.dropped).toEqual(['x', 'platform=PC', 'tag laptop', 'sort=best', 'from=97']);
  });

  it('caps the query at 100 characters, even a megabyte of it', () => {
    const parsed = parseBrowseQuery(`q=${'a'.repeat(1024 * 1024)}`);
    expect(parsed.state.q).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(browseQueryString({ q: '', platform: 'all', tags: [] })).toBe('');
    fc.assert(fc.property(fc.string({ maxLength: 120 }), fc.constantFrom('all', 'pc', 'browser' as const), (q, platform) => {
      const state = { q: q.slice(0, MAX_QUERY_LENGTH), platform, tags: [] };
      expect(parseBrowseQuery(browseQueryString(state)).state).toEqual(state);
    }));
  });

  it('sorts by match while there is a query, else by popularity, unless told', () => {
    expect(effectiveSort({ q: 'war', platform: 'all', tags: [] })).toBe('match');
    expect(effectiveSort({ q: ' ', platform: 'all', tags: [] })).toBe('popularity');
    expect(effectiveSort({ q: 'war', platform: 'all', tags: [], sort: 'alphabetical' })).toBe('alphabetical');
  });
});
