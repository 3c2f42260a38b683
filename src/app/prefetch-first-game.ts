/**
 * On a game's page, starts the game and the page's chunk before React renders anything: the
 * request then waits neither for the first render nor for the chunk, which React.lazy would only
 * ask for during that render; the picture, the page's largest paint, comes that much sooner.
 * Only for a signed-in visitor, as the page needs a session (prefetch-first-route.ts does lists).
 */
import { parseGameId } from '../contract';
import { getSession } from '../auth/auth-store';
import { prefetchGame } from '../games/prefetch-games';

/** The game whose page is at `hash` (e.g. `#/gamedetails/452`), if it is a game's page with a valid id. */
export function firstRouteGame(hash: string): number | undefined {
  // Read as wouter's hash location reads it: leading '#' and '/' optional.
  const match = /^#?\/?gamedetails\/([^/?#]+)$/.exec(hash);
  return match ? parseGameId(match[1]) : undefined;
}

export function prefetchFirstGame(hash: string): void {
  const id = firstRouteGame(hash);
  if (id === undefined || !getSession()) return;
  prefetchGame(id);
  // The module lazy-pages.ts loads (one module, one request); a failure shows when the page asks for it.
  import('../games/GameDetailPage').catch(() => undefined);
}
