/**
 * The Browse page's whole state, read from and written to the hash query
 * (`#/browse?q=war&platform=pc&tags=mmorpg.fantasy&sort=popularity`), so a search can be
 * bookmarked, shared, reloaded and stepped through with Back and Forward. Anything the page does
 * not know is dropped and named, never an error.
 */
import { CATEGORIES, type Category } from '../../contract';

export const BROWSE_PLATFORMS = ['all', 'pc', 'browser'] as const;
export type BrowsePlatform = (typeof BROWSE_PLATFORMS)[number];

/** `match` is relevance to the typed query; `relevance` is the service's own order. */
export const BROWSE_SORTS = ['match', 'popularity', 'release-date', 'alphabetical', 'relevance'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

/** The longest query kept: a pasted megabyte never reaches the search. */
export const MAX_QUERY_LENGTH = 100;

export interface BrowseState {
  q: string;
  platform: BrowsePlatform;
  tags: Category[];
  genre?: string;
  from?: number;
  to?: number;
  /** Absent: by match while there is a query, else by popularity. */
  sort?: BrowseSort;
}

export const EMPTY_BROWSE_STATE: BrowseState = { q: '', platform: 'all', tags: [] };

export interface ParsedBrowseState {
  state: BrowseState;
  /** The parameters (or tag values) that were dropped, for a small notice. */
  dropped: string[];
}

const YEAR = /^(19|20)\d\d$/;
/** The years a release-year filter takes, written out in full: 1900 to 2099. */
export const YEAR_RANGE = { min: 1900, max: 2099 } as const;

/** A release year typed or read from the address: a whole four-digit year, or undefined. */
export function parseYear(text: string): number | undefined {
  return YEAR.test(text) ? Number(text) : undefined;
}

/** The state a hash query describes; unknown or malformed parts are dropped and listed. */
export function parseBrowseQuery(search: string): ParsedBrowseState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const state: BrowseState = { ...EMPTY_BROWSE_STATE, tags: [] };
  const dropped: string[] = [];
  for (const [name, value] of params) {
    switch (name) {
      case 'q':
        state.q = value.slice(0, MAX_QUERY_LENGTH);
        break;
      case 'platform':
        if ((BROWSE_PLATFORMS as readonly string[]).includes(value)) state.platform = value as BrowsePlatform;
        else dropped.push(`platform=${shorten(value)}`);
        break;
      case 'tags':
        for (const tag of value.split('.').filter(Boolean)) {
          if ((CATEGORIES as readonly string[]).includes(tag)) {
            if (!state.tags.includes(tag as Category)) state.tags.push(tag as Category);
          } else dropped.push(`tag ${shorten(tag)}`);
        }
        break;
      case 'genre':
        if (value.trim()) state.genre = value.trim().slice(0, MAX_QUERY_LENGTH);
        break;
      case 'from':
      case 'to': {
        const year = parseYear(value);
        if (year !== undefined) state[name] = year;
        else dropped.push(`${name}=${shorten(value)}`);
        break;
      }
      case 'sort':
        if ((BROWSE_SORTS as readonly string[]).includes(value)) state.sort = value as BrowseSort;
        else dropped.push(`sort=${shorten(value)}`);
        break;
      default:
        dropped.push(shorten(name));
    }
  }
  return { state, dropped };
}

/** The hash query for a state: only what differs from the defaults, in a fixed order. */
export function browseQueryString(state: BrowseState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q.slice(0, MAX_QUERY_LENGTH));
  if (state.platform !== 'all') params.set('platform', state.platform);
  if (state.tags.length > 0) params.set('tags', state.tags.join('.'));
  if (state.genre) params.set('genre', state.genre);
  if (state.from !== undefined) params.set('from', String(state.from));
  if (state.to !== undefined) params.set('to', String(state.to));
  if (state.sort) params.set('sort', state.sort);
  return params.toString();
}

/** The sort in effect: the chosen one, or by match while there is a query, else by popularity. */
export function effectiveSort(state: BrowseState): BrowseSort {
  return state.sort ?? (state.q.trim() ? 'match' : 'popularity');
}

function shorten(value: string): string {
  return value.length > 30 ? `${value.slice(0, 30)}…` : value;
}
