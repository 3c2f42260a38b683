/**
 * The precached app shell: workbox serves the build's files from the precache, and every
 * navigation gets index.html (the app routes by hash), except the server's own paths and the
 * update notice's fallback reload, which gets the server's current index.html.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SERVER_PATHS } from './cache-key.js';
import { createFreshShellHandler, isFreshShellNavigation } from './fresh-shell.js';

/** Precaches the build's files, drops outdated precaches and answers navigations with index.html. */
export function routeAppShell(manifest: (PrecacheEntry | string)[]): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  const freshShell = createFreshShellHandler({ fetch: (request) => fetch(request), precachedShell: () => matchPrecache('index.html') });
  // Registered before the navigation route, so it wins for the marked navigations.
  registerRoute(({ request, url }) => isFreshShellNavigation(request, url), ({ request }) => freshShell(request));
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...SERVER_PATHS] }));
}
