/** Which requests the API cache handles; the key it files each response under is contract's apiCacheKey. */
import { API_PATHS } from '../src/contract/api.js';
import { parseGameId } from '../src/contract/game-id.js';

/** True for the catalogue paths the API cache answers: the games lists, one game's details and the catalogue index. */
export function isApiPath(pathname: string): boolean {
  return pathname === API_PATHS.games || pathname === API_PATHS.game || pathname === API_PATHS.catalogue;
}

/** True when a key names the catalogue index. */
export function isCatalogueKey(key: string): boolean {
  return key === API_PATHS.catalogue;
}

/** True for a thumbnail served by our own server. */
export function isThumbnailPath(pathname: string): boolean {
  return pathname.startsWith(`${API_PATHS.thumbnails}/`);
}

/** True when a key names one game's details rather than a list. */
export function isDetailKey(key: string): boolean {
  return key === API_PATHS.game || key.startsWith(`${API_PATHS.game}?`);
}

/** True when a key names a games list. */
export function isListKey(key: string): boolean {
  return key === API_PATHS.games || key.startsWith(`${API_PATHS.games}?`);
}

/** The game id a detail request asks for, read by the same rule as the app and the server. */
export function detailIdOf(url: URL): number | undefined {
  return url.pathname === API_PATHS.game ? parseGameId(url.searchParams.get('id')) : undefined;
}

/** Navigations the server answers, not the app shell: its API, accounts, thumbnails and health check. */
export const SERVER_PATHS: readonly RegExp[] = [API_PATHS.games, API_PATHS.game, API_PATHS.catalogue, API_PATHS.thumbnails, API_PATHS.health, '/user']
  .map((path) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[/?]|$)`));
