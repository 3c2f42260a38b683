import { describe, expect, it } from 'vitest';
import {
  LIST_ROUTES, MENUS, PATHS, REDIRECTS, findListRoute, gameDetailPath, gamesListUrl, menuEntries,
  parseGamesQuery, type GamesQuery,
} from '../../src/contract/index.js';

// Every list path of the route table, spelled as the spec spells it, with the query it must ask for
// (the spec's recorded defects fixed: popularity, fighting, action-rpg, battle-royale).
const SPEC_LIST_ROUTES: [string, GamesQuery][] = [
  ['/all', {}],
  ['/platforms/pc', { platform: 'pc' }],
  ['/platforms/browser', { platform: 'browser' }],
  ['/sort-by/release-date', { 'sort-by': 'release-date' }],
  ['/sort-by/popularity', { 'sort-by': 'popularity' }],
  ['/sort-by/alphbetical', { 'sort-by': 'alphabetical' }],
  ['/sort-by/relevance', { 'sort-by': 'relevance' }],
  ['/categories/racing', { category: 'racing' }],
  ['/categories/sports', { category: 'sports' }],
  ['/categories/social', { category: 'social' }],
  ['/categories/shooter', { category: 'shooter' }],
  ['/categories/open-world', { category: 'open-world' }],
  ['/categories/zombie', { category: 'zombie' }],
  ['/categories/fantasy', { category: 'fantasy' }],
  ['/categories/action-rbg', { category: 'action-rpg' }],
  ['/categories/action', { category: 'action' }],
  ['/categories/fight', { category: 'fighting' }],
  ['/categories/battle-royal', { category: 'battle-royale' }],
];

describe('route table', () => {
  it.each(SPEC_LIST_ROUTES)('%s exists and asks for %j', (path, query) => {
    expect(findListRoute(path)?.query).toEqual(query);
  });

  it('holds exactly the spec list routes, each path once', () => {
    expect(LIST_ROUTES.map((route) => route.path).sort()).toEqual(SPEC_LIST_ROUTES.map(([path]) => path).sort());
  });

  it('fixes the spec defects: popularity, fight, action-rbg and battle-royal ask for the right values', () => {
    expect(findListRoute('/sort-by/popularity')?.query).toEqual({ 'sort-by': 'popularity' });
    expect(findListRoute('/categories/fight')?.query).toEqual({ category: 'fighting' });
    expect(findListRoute('/categories/action-rbg')?.query).toEqual({ category: 'action-rpg' });
    expect(findListRoute('/categories/battle-royal')?.query).toEqual({ category: 'battle-royale' });
  });

  it('asks the games service only for values it accepts', () => {
    for (const route of LIST_ROUTES) {
      const search = new URL(gamesListUrl(route.query), 'http://127.0.0.1').searchParams;
      expect(parseGamesQuery(search), route.path).toEqual({ ok: true, query: route.query });
    }
  });

  it('gives distinct queries to distinct pages, so no two pages show the same list by mistake', () => {
    const urls = LIST_ROUTES.map((route) => gamesListUrl(route.query));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('knows no list route at other paths', () => {
    expect(findListRoute('/sort-by/alphabetical')).toBeUndefined();
    expect(findListRoute('/home')).toBeUndefined();
    expect(findListRoute('/categories/mmorpg')).toBeUndefined();
  });
});

describe('navbar menus', () => {
  it('list the dropdowns in order', () => {
    expect(MENUS.map((menu) => menu.label)).toEqual(['Platforms', 'Sort-By', 'Categories']);
  });

  it.each([
    ['main', ['All']],
    ['platforms', ['Pc', 'Browser']],
    ['sort-by', ['Release date', 'Popularity', 'Alphbetical', 'Relevance']],
    [
      'categories',
      ['Racing', 'Sports', 'Social', 'Shooter', 'Open World', 'Zombie', 'Fantasy', 'Action-RBG', 'Action', 'Fight', 'Battle Royal'],
    ],
  ] as const)('%s holds %j in the spec order', (menu, labels) => {
    expect(menuEntries(menu).map((route) => route.label)).toEqual(labels);
  });
});

describe('redirects and fixed paths', () => {
  it.each([
    ['/sort-by/alphabetical', '/sort-by/alphbetical'],
    ['/categories/action-rpg', '/categories/action-rbg'],
    ['/categories/battle-royale', '/categories/battle-royal'],
    ['/categories/fighting', '/categories/fight'],
  ])('%s redirects to %s', (from, to) => {
    expect(REDIRECTS[from]).toBe(to);
    expect(findListRoute(to)).toBeDefined();
  });

  it('never redirects away from a spec path', () => {
    for (const from of Object.keys(REDIRECTS)) expect(findListRoute(from)).toBeUndefined();
    expect(Object.keys(REDIRECTS)).toHaveLength(4);
  });

  it('builds detail paths matching the detail route', () => {
    expect(gameDetailPath(452)).toBe('/gamedetails/452');
    expect(PATHS.gameDetail).toBe('/gamedetails/:id');
    expect([PATHS.root, PATHS.home]).toEqual(['/', '/home']);
  });
});
