/**
 * On a game's page, starts the game and the page's chunk before React renders anything: the
 * request then waits neither for the first render nor for the chunk, which React.lazy would only
 * ask for during that render; the picture, the page's largest paint, comes that much sooner.
 * Only for a signed-in visitor, as the page needs a session (prefetch-first-route.ts does lists).
 */
import { parseGameId } from '../contract';
import { getSession } from '../auth/auth-store';
import { prefetchGame } from '../games/prefetch-games';
import { yieldToMain } from '../lib/yield-to-main';

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
  // A task later: the import adds a preload link for each of the page's chunks, about a millisecond
  // each on a slow machine, which inside the entry's evaluation made it a task of 20 ms.
  void yieldToMain().then(() => import('../games/GameDetailPage')).catch(() => undefined);
}
