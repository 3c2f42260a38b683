/**
 * The oracle of the app's routes: every list page as the specification spells it, its navbar label
 * and menu, and the games query it must ask for (with the defects of the given paths fixed, see
 * docs/decisions.md). Written out here on purpose rather than read from src/contract, so the unit
 * tests (tests/contract/routes.test.ts, the Navbar's) and the end-to-end suite check the app's
 * route table against one independent copy.
 */
import { FIXTURE_IDS } from '../../tools/fixtures/index.js';

/** The navbar's dropdowns, in their order. */
export const SPEC_MENUS = ['Platforms', 'Sort-By', 'Categories'] as const;
type SpecMenu = (typeof SPEC_MENUS)[number];

export interface SpecListRoute {
  path: string;
  label: string;
  /** The navbar dropdown holding the entry, or undefined for a top-level link. */
  menu?: SpecMenu;
  /** The query string the games service must receive (parameters as the service spells them). */
  query: Record<string, string>;
}

export const SPEC_LIST_ROUTES: readonly SpecListRoute[] = [
  { path: '/all', label: 'All', query: {} },
  { path: '/platforms/pc', label: 'Pc', menu: 'Platforms', query: { platform: 'pc' } },
  { path: '/platforms/browser', label: 'Browser', menu: 'Platforms', query: { platform: 'browser' } },
  { path: '/sort-by/release-date', label: 'Release date', menu: 'Sort-By', query: { 'sort-by': 'release-date' } },
  { path: '/sort-by/popularity', label: 'Popularity', menu: 'Sort-By', query: { 'sort-by': 'popularity' } },
  { path: '/sort-by/alphbetical', label: 'Alphbetical', menu: 'Sort-By', query: { 'sort-by': 'alphabetical' } },
  { path: '/sort-by/relevance', label: 'Relevance', menu: 'Sort-By', query: { 'sort-by': 'relevance' } },
  { path: '/categories/racing', label: 'Racing', menu: 'Categories', query: { category: 'racing' } },
  { path: '/categories/sports', label: 'Sports', menu: 'Categories', query: { category: 'sports' } },
  { path: '/categories/social', label: 'Social', menu: 'Categories', query: { category: 'social' } },
  { path: '/categories/shooter', label: 'Shooter', menu: 'Categories', query: { category: 'shooter' } },
  { path: '/categories/open-world', label: 'Open World', menu: 'Categories', query: { category: 'open-world' } },
  { path: '/categories/zombie', label: 'Zombie', menu: 'Categories', query: { category: 'zombie' } },
  { path: '/categories/fantasy', label: 'Fantasy', menu: 'Categories', query: { category: 'fantasy' } },
  { path: '/categories/action-rbg', label: 'Action-RBG', menu: 'Categories', query: { category: 'action-rpg' } },
  { path: '/categories/action', label: 'Action', menu: 'Categories', query: { category: 'action' } },
  { path: '/categories/fight', label: 'Fight', menu: 'Categories', query: { category: 'fighting' } },
  { path: '/categories/battle-royal', label: 'Battle Royal', menu: 'Categories', query: { category: 'battle-royale' } },
];

/** Old or corrected spellings that lead to the original app's path. */
export const SPEC_REDIRECTS: readonly (readonly [from: string, to: string])[] = [
  ['/sort-by/alphabetical', '/sort-by/alphbetical'],
  ['/categories/action-rpg', '/categories/action-rbg'],
  ['/categories/battle-royale', '/categories/battle-royal'],
  ['/categories/fighting', '/categories/fight'],
];

/** The labels of one menu (undefined: the top-level links), in the navbar's order. */
export function specLabels(menu: SpecMenu | undefined): string[] {
  return SPEC_LIST_ROUTES.filter((route) => route.menu === menu).map((route) => route.label);
}

/**
 * One list of each kind: All (the longest), a platform, an order and a category. The 18 lists are
 * one page fed by different queries (the navbar's walk, tests/e2e/navbar.test.ts, opens each), so
 * the checks that read a page's markup and layout read these four.
 */
export const LIST_OF_EACH_KIND: readonly string[] = ['/all', '/platforms/browser', '/sort-by/release-date', '/categories/shooter'];

/**
 * Every page of the app, each kind once, for the checks that walk them all (reflow, axe in both
 * themes): the landing, a list of each kind, Browse with and without a query, My Games, a PC and a
 * browser game, a game that is not there, the diary and Year in Play, and a path the app does not know; login and register as a guest.
 */
export const SIGNED_IN_PAGES: readonly string[] = [
  '/home',
  ...LIST_OF_EACH_KIND,
  '/browse',
  '/browse?q=harrow&platform=pc',
  '/library',
  '/pick',
  '/diary',
  '/year',
  `/gamedetails/${FIXTURE_IDS.pcGame}`,
  `/gamedetails/${FIXTURE_IDS.browserGame}`,
  `/gamedetails/${FIXTURE_IDS.typographicGame}`,
  `/gamedetails/${FIXTURE_IDS.removedGame}`,
  '/no/such/page',
];
export const GUEST_PAGES: readonly string[] = ['/login', '/register'];

/** Every route that needs a session: the landing page, the lists and a detail page. */
export const PROTECTED_ROUTES: readonly string[] = ['/', '/home', ...SPEC_LIST_ROUTES.map((route) => route.path), '/gamedetails/1'];

/** True when a request the fake received asked for `/games` with exactly `query`. */
export function isListRequest(url: URL, query: Record<string, string>): boolean {
  if (!url.pathname.endsWith('/games')) return false;
  const wanted = Object.entries(query);
  return [...url.searchParams.keys()].length === wanted.length && wanted.every(([name, value]) => url.searchParams.get(name) === value);
}
