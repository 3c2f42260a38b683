/**
 * Navigations that carry the fresh-shell marker (the update notice's fallback reload, see
 * src/contract/fresh-shell.ts) get the server's current index.html instead of the precached one.
 */
import { FRESH_SHELL_PARAM } from '../src/contract/fresh-shell.js';
import { NETWORK_TIMEOUT_MS } from './time-limits.js';

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

/** Builds the handler: the network's index.html when it answers in time with a 2xx, else the precached one. */
export function createFreshShellHandler(deps: FreshShellDeps): (request: Request) => Promise<Response> {
  const timeoutMs = deps.timeoutMs ?? NETWORK_TIMEOUT_MS;
  return async function handleFreshShell(request) {
    try {
      // A plain same-origin GET: a navigation request cannot be given a signal of its own.
      const signal = AbortSignal.timeout(timeoutMs);
      const response = await deps.fetch(new Request(request.url, { credentials: 'same-origin', cache: 'no-cache', signal }));
      // A redirected answer cannot be used for a navigation; the precached shell can.
      if (response.ok && !response.redirected) return response;
    } catch {
      // Offline, or the server is restarting: the precached shell still opens the app.
    }
    return (await deps.precachedShell()) ?? Response.error();
  };
}
