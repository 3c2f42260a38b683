/** The Browse query that refines a spec list page: the same platform, tag or order. */
import type { GamesQuery } from '../../contract';
import { browseQueryString, EMPTY_BROWSE_STATE, type BrowseState } from './browse-state';

export function browseHrefForList(query: GamesQuery): string {
  const state: BrowseState = { ...EMPTY_BROWSE_STATE, tags: query.category ? [query.category] : [] };
  if (query.platform && query.platform !== 'all') state.platform = query.platform;
  if (query['sort-by']) state.sort = query['sort-by'];
  const search = browseQueryString(state);
  return search ? `/browse?${search}` : '/browse';
}
