/**
 * The route table (docs/architecture.md): every list page with its path as the original app spells it, its navbar
 * label and menu, and the games query it asks for. The router, the navbar, the offline catalogue
 * and the tests all read this table. The original app's defects are fixed here: Popularity asks
 * for popularity, Fight for fighting.
 */
import type { GamesQuery } from './games-query.js';

export type MenuName = 'main' | 'platforms' | 'sort-by' | 'categories';

export interface ListRoute {
  /** The hash path, exactly as the original app spells it. */
  path: string;
  /** The navbar label. */
  label: string;
  /** Which navbar menu holds the entry. */
  menu: MenuName;
  /** What the page asks the games service for. */
  query: GamesQuery;
}

export const PATHS = {
  root: '/',
  home: '/home',
  all: '/all',
  login: '/login',
  register: '/register',
  gameDetail: '/gamedetails/:id',
  browse: '/browse',
  /** My Games; `?status=` picks a tab. */
  library: '/library',
  /** Pick for me; takes Browse's filters in its query. */
  pick: '/pick',
  /** Where the manifest's share target lands (src/app/start-share.ts). */
  share: '/share',
  /** The play diary; `?day=YYYY-MM-DD` shows one day's entries. */
  diary: '/diary',
  /** Year in Play for this year; `/year/YYYY` for another. */
  year: '/year',
  yearOf: '/year/:year',
  /** The person's lists, and one list (docs/lists.md). */
  lists: '/lists',
  list: '/lists/:id',
  /** A list shared by link; signed-in people only. */
  shared: '/shared/:shareId',
} as const;

/**
 * The links of the My Games area, shown above My Games: the navbar itself has no room left for them
 * at 1280 px, where it must stay one line.
 */
export const MY_GAMES_AREA_LINKS: readonly { path: string; label: string }[] = [
  { path: PATHS.library, label: 'My Games' },
  { path: PATHS.diary, label: 'Diary' },
  { path: PATHS.year, label: 'Year in Play' },
  { path: PATHS.lists, label: 'Lists' },
];
/** The hash path of Year in Play for one year. */
export function yearPath(year: number): string {
  return PATHS.yearOf.replace(':year', String(year));
}

/** The hash path of one of the person's lists. */
export function listPath(listId: string): string {
  return PATHS.list.replace(':id', encodeURIComponent(listId));
}

/** The hash path of a list shared by link. */
export function sharedListPath(shareId: string): string {
  return PATHS.shared.replace(':shareId', encodeURIComponent(shareId));
}

/**
 * True when the address's query carries a share into the installed app (the manifest's GET
 * share_target sends `/?title=…&text=…&url=…`); src/app/start-share.ts then moves the query to PATHS.share.
 */
export function isShareAddress(search: string): boolean {
  return /[?&](title|text|url)=/.test(search);
}

/** The hash path of one game's detail page: PATHS.gameDetail with the id filled in. */
export function gameDetailPath(id: number): string {
  return PATHS.gameDetail.replace(':id', String(id));
}

/** The landing page shows this many games from the whole catalogue. */
export const RECOMMENDATIONS_COUNT = 3;

export const LIST_ROUTES: readonly ListRoute[] = [
  { path: '/all', label: 'All', menu: 'main', query: {} },
  { path: '/platforms/pc', label: 'Pc', menu: 'platforms', query: { platform: 'pc' } },
  { path: '/platforms/browser', label: 'Browser', menu: 'platforms', query: { platform: 'browser' } },
  { path: '/sort-by/release-date', label: 'Release date', menu: 'sort-by', query: { 'sort-by': 'release-date' } },
  { path: '/sort-by/popularity', label: 'Popularity', menu: 'sort-by', query: { 'sort-by': 'popularity' } },
  { path: '/sort-by/alphbetical', label: 'Alphbetical', menu: 'sort-by', query: { 'sort-by': 'alphabetical' } },
  { path: '/sort-by/relevance', label: 'Relevance', menu: 'sort-by', query: { 'sort-by': 'relevance' } },
  { path: '/categories/racing', label: 'Racing', menu: 'categories', query: { category: 'racing' } },
  { path: '/categories/sports', label: 'Sports', menu: 'categories', query: { category: 'sports' } },
  { path: '/categories/social', label: 'Social', menu: 'categories', query: { category: 'social' } },
  { path: '/categories/shooter', label: 'Shooter', menu: 'categories', query: { category: 'shooter' } },
  { path: '/categories/open-world', label: 'Open World', menu: 'categories', query: { category: 'open-world' } },
  { path: '/categories/zombie', label: 'Zombie', menu: 'categories', query: { category: 'zombie' } },
  { path: '/categories/fantasy', label: 'Fantasy', menu: 'categories', query: { category: 'fantasy' } },
  { path: '/categories/action-rbg', label: 'Action-RBG', menu: 'categories', query: { category: 'action-rpg' } },
  { path: '/categories/action', label: 'Action', menu: 'categories', query: { category: 'action' } },
  { path: '/categories/fight', label: 'Fight', menu: 'categories', query: { category: 'fighting' } },
  { path: '/categories/battle-royal', label: 'Battle Royal', menu: 'categories', query: { category: 'battle-royale' } },
];

/** The navbar's dropdowns, in order, with their button labels. */
export const MENUS: readonly { name: Exclude<MenuName, 'main'>; label: string }[] = [
  { name: 'platforms', label: 'Platforms' },
  { name: 'sort-by', label: 'Sort-By' },
  { name: 'categories', label: 'Categories' },
];

/** Correctly spelled paths send visitors to the original app's spelling. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/sort-by/alphabetical': '/sort-by/alphbetical',
  '/categories/action-rpg': '/categories/action-rbg',
  '/categories/battle-royale': '/categories/battle-royal',
  '/categories/fighting': '/categories/fight',
};

/** The list route at a path, if there is one. */
export function findListRoute(path: string): ListRoute | undefined {
  return LIST_ROUTES.find((route) => route.path === path);
}

const DETAIL_PATH = /^\/gamedetails\/[^/]+$/;
const YEAR_PATH = /^\/year\/[0-9]{4}$/;
const LIST_PATHS = /^\/(lists|shared)\/[^/]+$/;

/**
 * True when `path` (without its query) names one of the app's hash routes, so the server can send
 * a browser that asked for it as a page (`/all`) to the app at that route (`/#/all`). A detail path
 * counts whatever its id: the app itself says "Game not found" for one that is no game.
 */
export function isAppRoute(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (trimmed === PATHS.root) return false;
  return (
    Object.values(PATHS).some((known) => known === trimmed) ||
    findListRoute(trimmed) !== undefined ||
    trimmed in REDIRECTS ||
    DETAIL_PATH.test(trimmed) ||
    YEAR_PATH.test(trimmed) ||
    LIST_PATHS.test(trimmed)
  );
}

/** The entries of one navbar menu, in table order. */
export function menuEntries(menu: MenuName): ListRoute[] {
  return LIST_ROUTES.filter((route) => route.menu === menu);
}
