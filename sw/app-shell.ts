/**
 * The precached app shell: workbox serves the build's files from the precache, and every
 * navigation gets index.html (the app routes by hash), except the server's own paths and the
 * update notice's fallback reload (the fresh-shell marker, see src/contract/fresh-shell.ts), which
 * gets the server's current index.html.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SERVER_PATHS } from './api-responses.js';
import { FRESH_SHELL_PARAM } from '../src/contract/fresh-shell.js';
import { NETWORK_TIMEOUT_MS } from './settings.js';

/** Precaches the build's files, drops outdated precaches and responds to navigations with index.html. */
export function routeAppShell(manifest: (PrecacheEntry | string)[]): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  const freshShell = createFreshShellHandler({ fetch: (request) => fetch(request), precachedShell: () => matchPrecache('index.html') });
  // Registered before the navigation route, so it wins for the marked navigations.
  registerRoute(({ request, url }) => isFreshShellNavigation(request, url), ({ request }) => freshShell(request));
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...SERVER_PATHS] }));
}

export interface FreshShellDeps {
  fetch: (request: Request) => Promise<Response>;
  /** The precached index.html, for when the network fails. */
  precachedShell: () => Promise<Response | undefined>;
  timeoutMs?: number;
}

/** True for a page navigation that asks for the newest app shell. */
export function isFreshShellNavigation(request: Request, url: URL): boolean {
  return request.mode === 'navigate' && url.searchParams.has(FRESH_SHELL_PARAM);
}

/** Builds the handler: the network's index.html when it responds in time with a 2xx, else the precached one. */
export function createFreshShellHandler(deps: FreshShellDeps): (request: Request) => Promise<Response> {
  const timeoutMs = deps.timeoutMs ?? NETWORK_TIMEOUT_MS;
  return async function handleFreshShell(request) {
    try {
      // A plain same-origin GET: a navigation request cannot be given a signal of its own.
      const signal = AbortSignal.timeout(timeoutMs);
      const response = await deps.fetch(new Request(request.url, { credentials: 'same-origin', cache: 'no-cache', signal }));
      // A redirected response cannot be used for a navigation; the precached shell can.
      if (response.ok && !response.redirected) return response;
    } catch {
      // Offline, or the server is restarting: the precached shell still opens the app.
    }
    return (await deps.precachedShell()) ?? Response.error();
  };
}
