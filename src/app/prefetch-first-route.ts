/**
 * Starts the games list that the address's page will show, before React renders anything: on a
 * warm start the service worker's response is then on its way while the shell is still being drawn.
 * Only for a signed-in visitor on the landing page or a list page; anything else waits for its page.
 */
import { findListRoute, PATHS, type GamesQuery } from '../contract';
import { getSession } from '../auth/auth-store';
import { prefetchGames } from '../games/prefetch-games';
import { targetOfHash } from '../lib/hash-target';

/** The list the page at `hash` (e.g. `#/platforms/pc`) loads, if it is a page that loads one. */
export function firstRouteQuery(hash: string): GamesQuery | undefined {
  // Read as the router reads it: leading '#' and '/' optional.
  const path = targetOfHash(hash);
  if (path === PATHS.root || path === PATHS.home) return {};
  return findListRoute(path)?.query;
}

export function prefetchFirstRoute(hash: string): void {
  const query = firstRouteQuery(hash);
  if (query && getSession()) prefetchGames(query);
}
