/**
 * The games service's query parameters and the values it accepts (case-sensitive, as docs/games-service.md
 * records). The app's route table, the server's proxy and the service worker's cache keys all read
 * these lists, so an unknown value is refused in one place before any upstream call.
 */
import { echoed } from './echoed.js';

export const PLATFORMS = ['pc', 'browser', 'all'] as const;
type Platform = (typeof PLATFORMS)[number];

export const SORT_ORDERS = ['release-date', 'popularity', 'alphabetical', 'relevance'] as const;
type SortOrder = (typeof SORT_ORDERS)[number];

export const CATEGORIES = [
  'mmorpg', 'shooter', 'strategy', 'moba', 'racing', 'sports', 'social', 'sandbox', 'open-world',
  'survival', 'pvp', 'pve', 'pixel', 'voxel', 'zombie', 'turn-based', 'first-person', 'third-Person',
  'top-down', 'tank', 'space', 'sailing', 'side-scroller', 'superhero', 'permadeath', 'card',
  'battle-royale', 'mmo', 'mmofps', 'mmotps', '3d', '2d', 'anime', 'fantasy', 'sci-fi', 'fighting',
  'action-rpg', 'action', 'military', 'martial-arts', 'flight', 'low-spec', 'tower-defense', 'horror',
  'mmorts',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** A games list query as the games service takes it; every part optional. */
export interface GamesQuery {
  platform?: Platform;
  category?: Category;
  'sort-by'?: SortOrder;
}

type GamesQueryParam = keyof GamesQuery;

const ALLOWED: { readonly [K in GamesQueryParam]: readonly string[] } = {
  platform: PLATFORMS,
  category: CATEGORIES,
  'sort-by': SORT_ORDERS,
};

/** The parameter names in the order they appear in normalised query strings (sorted). */
const GAMES_QUERY_PARAMS = Object.keys(ALLOWED).sort() as GamesQueryParam[];

export type QueryParseResult =
  | { ok: true; query: GamesQuery }
  | { ok: false; message: string };

/**
 * Reads a games query from URL search parameters, refusing unknown parameters, repeated ones and
 * values the games service does not know, each with a message a person can act on.
 */
export function parseGamesQuery(params: URLSearchParams): QueryParseResult {
  const query: GamesQuery = {};
  for (const name of new Set(params.keys())) {
    if (!Object.hasOwn(ALLOWED, name)) {
      return { ok: false, message: `Unknown parameter "${echoed(name)}": use platform, category or sort-by.` };
    }
    const values = params.getAll(name);
    const param = name as GamesQueryParam;
    if (values.length > 1) return { ok: false, message: `Parameter "${param}" may be given only once.` };
    const value = values[0] ?? '';
    if (!ALLOWED[param].includes(value)) {
      return { ok: false, message: `Unknown ${param} "${echoed(value)}": expected one of ${ALLOWED[param].join(', ')}.` };
    }
    Object.assign(query, { [param]: value });
  }
  return { ok: true, query };
}

/** The query string for a games query, parameters sorted, so equal queries give equal strings. */
export function gamesQueryString(query: GamesQuery): string {
  const params = new URLSearchParams();
  for (const name of GAMES_QUERY_PARAMS) {
    const value = query[name];
    if (value !== undefined) params.set(name, value);
  }
  return params.toString();
}
