/**
 * The precached app shell: workbox serves the build's files from the precache, and every
 * navigation gets index.html (the app routes by hash), except the server's own paths.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SERVER_PATHS } from './cache-key.js';

/** Precaches the build's files, drops outdated precaches and answers navigations with index.html. */
export function routeAppShell(manifest: (PrecacheEntry | string)[]): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...SERVER_PATHS] }));
}
