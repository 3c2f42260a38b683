/**
 * Whether Freeplay's own server answers, as far as the app last checked. The service worker serves
 * stored lists first and refreshes them quietly, so a stopped server is invisible in the responses;
 * while the page shows stored data with the network up, the offline banner asks GET /healthz.
 */
import { API_PATHS } from '../contract';
import { createStore, useStore } from './create-store';

/** How long a health check may take before the server counts as unreachable. */
const HEALTH_TIMEOUT_MS = 5_000;

const reachable = createStore(true);

/** Asks the server once; resolves with (and records) whether it answered 2xx in time. */
export async function checkServer(signal?: AbortSignal): Promise<boolean> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), HEALTH_TIMEOUT_MS);
  const stop = () => timeout.abort();
  signal?.addEventListener('abort', stop, { once: true });
  let ok: boolean;
  try {
    ok = (await fetch(API_PATHS.health, { cache: 'no-store', signal: timeout.signal })).ok;
  } catch {
    ok = false;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
  // A check cancelled by its caller says nothing about the server.
  if (!signal?.aborted) reachable.set(ok);
  return ok;
}

/** False once a health check failed, until one succeeds. */
export function useServerReachable(): boolean {
  return useStore(reachable);
}
