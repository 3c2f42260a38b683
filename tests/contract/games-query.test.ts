import { describe, expect, it } from 'vitest';
import { gamesListUrl, gamesQueryString, parseGamesQuery, type GamesQuery } from '../../src/contract/index.js';

const parse = (search: string) => parseGamesQuery(new URLSearchParams(search));

describe('parseGamesQuery', () => {
  it.each<[string, GamesQuery]>([
    ['', {}],
    ['platform=pc', { platform: 'pc' }],
    ['platform=browser', { platform: 'browser' }],
    ['platform=all', { platform: 'all' }],
    ['sort-by=popularity', { 'sort-by': 'popularity' }],
    ['sort-by=alphabetical', { 'sort-by': 'alphabetical' }],
    ['category=third-Person', { category: 'third-Person' }],
    ['category=battle-royale&platform=pc&sort-by=relevance', { category: 'battle-royale', platform: 'pc', 'sort-by': 'relevance' }],
  ])('accepts %j', (search, query) => {
    expect(parse(search)).toEqual({ ok: true, query });
  });

  it.each([
    ['genre=shooter', /Unknown parameter "genre"/],
    ['platform=mac', /Unknown platform "mac"/],
    ['platform=PC', /Unknown platform "PC"/],
    ['platform=', /Unknown platform ""/],
    ['sort-by=alphbetical', /Unknown sort-by "alphbetical"/],
    ['category=fight', /Unknown category "fight"/],
    ['category=action-rbg', /Unknown category "action-rbg"/],
    ['category=third-person', /Unknown category "third-person"/],
    ['platform=pc&platform=browser', /"platform" may be given only once/],
  ])('refuses %j with a specific message', (search, message) => {
    const result = parse(search);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it('cuts a very long value in its message', () => {
    const result = parse(`category=${'x'.repeat(500)}`);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeLessThan(800);
    if (!result.ok) expect(result.message).toContain('…');
  });
});

describe('gamesQueryString and gamesListUrl', () => {
  it('sorts parameters so equal queries give equal URLs', () => {
    expect(gamesQueryString({ platform: 'pc', category: 'shooter', 'sort-by': 'relevance' })).toBe(
      'category=shooter&platform=pc&sort-by=relevance',
    );
    expect(gamesListUrl({ 'sort-by': 'popularity', platform: 'browser' })).toBe(
      gamesListUrl({ platform: 'browser', 'sort-by': 'popularity' }),
    );
  });

  it('asks for the whole list without a query', () => {
    expect(gamesListUrl({})).toBe('/api/games');
    expect(gamesListUrl({ category: 'fighting' })).toBe('/api/games?category=fighting');
  });
});

describe('parseGamesQuery and names inherited from Object.prototype', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])('refuses "%s" as an unknown parameter', (name) => {
    const result = parseGamesQuery(new URLSearchParams([[name, 'x']]));
    expect(result).toEqual({ ok: false, message: `Unknown parameter "${name}": use platform, category or sort-by.` });
  });
});
