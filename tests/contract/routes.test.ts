import { describe, expect, it } from 'vitest';
import {
  LIST_ROUTES, MENUS, PATHS, REDIRECTS, findListRoute, gameDetailPath, gamesListUrl, isAppRoute, menuEntries,
  parseGamesQuery,
} from '../../src/contract/index.js';
import { SPEC_LIST_ROUTES, SPEC_MENUS, SPEC_REDIRECTS, specLabels } from '../support/spec-routes.js';

// The oracle (tests/support/spec-routes.ts) spells every path as the original app does, with the query it must ask for.
const SPEC_QUERIES = SPEC_LIST_ROUTES.map((route) => [route.path, route.query] as const);

describe('route table', () => {
  it.each(SPEC_QUERIES)('%s exists and asks for %j', (path, query) => {
    expect(findListRoute(path)?.query).toEqual(query);
  });

  it('holds exactly the original app’s list routes, each path once', () => {
    expect(LIST_ROUTES.map((route) => route.path).sort()).toEqual(SPEC_LIST_ROUTES.map((route) => route.path).sort());
  });

  it('fixes the original app’s defects: popularity, fight, action-rbg and battle-royal ask for the right values', () => {
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
    expect(MENUS.map((menu) => menu.label)).toEqual(SPEC_MENUS);
  });

  it.each([
    ['main', undefined],
    ['platforms', 'Platforms'],
    ['sort-by', 'Sort-By'],
    ['categories', 'Categories'],
  ] as const)('%s holds the original app’s labels in their order', (menu, specMenu) => {
    expect(menuEntries(menu).map((route) => route.label)).toEqual(specLabels(specMenu));
  });
});

describe('redirects and fixed paths', () => {
  it.each(SPEC_REDIRECTS)('%s redirects to %s', (from, to) => {
    expect(REDIRECTS[from]).toBe(to);
    expect(findListRoute(to)).toBeDefined();
  });

  it('never redirects away from a spec path', () => {
    for (const from of Object.keys(REDIRECTS)) expect(findListRoute(from)).toBeUndefined();
    expect(Object.keys(REDIRECTS)).toHaveLength(SPEC_REDIRECTS.length);
  });

  it('builds detail paths matching the detail route', () => {
    expect(gameDetailPath(452)).toBe('/gamedetails/452');
    expect([PATHS.root, PATHS.home]).toEqual(['/', '/home']);
  });
});

describe('isAppRoute', () => {
  it.each([
    ...SPEC_LIST_ROUTES.map((route) => route.path),
    '/home', '/login', '/register', '/browse', '/library', '/gamedetails/540', '/gamedetails/abc', '/all/',
    ...SPEC_REDIRECTS.map(([from]) => from),
  ])('knows %s', (path) => {
    expect(isAppRoute(path)).toBe(true);
  });

  it.each(['/', '/nope', '/all/more', '/gamedetails', '/gamedetails/540/x', '//evil.example', '/api/games', '/HOME'])('does not take %s', (path) => {
    expect(isAppRoute(path)).toBe(false);
  });
});
