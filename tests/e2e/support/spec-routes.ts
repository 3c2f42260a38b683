/**
 * The spec's routes and the games queries the issue asks for, written out here on purpose rather
 * than read from src/contract: the suite is an independent check of the app's route table.
 */
import { FIXTURE_IDS } from '../../../tools/fixtures/index.js';

export interface SpecListRoute {
  path: string;
  label: string;
  /** The navbar dropdown holding the entry, or undefined for a top-level link. */
  menu?: 'Platforms' | 'Sort-By' | 'Categories';
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

/**
 * Every page of the app, each kind once, for the checks that walk them all (reflow, axe in both
 * themes): the landing, the spec's lists, Browse with and without a query, My Games, a PC and a
 * browser game, a game that is not there, and a path the app does not know; login and register as a guest.
 */
export const SIGNED_IN_PAGES: readonly string[] = [
  '/home',
  ...SPEC_LIST_ROUTES.map((route) => route.path),
  '/browse',
  '/browse?q=harrow&platform=pc',
  '/library',
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
