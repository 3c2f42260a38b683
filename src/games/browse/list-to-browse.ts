/**
 * The Browse query that refines a spec list page: the same platform, tag or order. Written by hand
 * rather than through browse-state, so the list pages (on the first route) stay small.
 */
import type { GamesQuery } from '../../contract';

export function browseHrefForList(query: GamesQuery): string {
  const params = new URLSearchParams();
  if (query.platform && query.platform !== 'all') params.set('platform', query.platform);
  if (query.category) params.set('tags', query.category);
  if (query['sort-by']) params.set('sort', query['sort-by']);
  const search = params.toString();
  return search ? `/browse?${search}` : '/browse';
}
