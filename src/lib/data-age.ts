/**
 * How old the catalogue data on screen is: the service worker stamps responses it served from its
 * store, and the offline banner reads the latest stamp.
 */
import { createStore, useStore } from './create-store';

const storedAt = createStore<number | undefined>(undefined);

/** Called by the HTTP client with the `x-freeplay-stored-at` header of each good response. */
export function recordDataAge(header: string | null): void {
  const next = header === null ? undefined : Number(header);
  storedAt.set(next !== undefined && Number.isFinite(next) ? next : undefined);
}

/** When the shown data was stored by the service worker (ms since epoch), if it came from there. */
export function useDataStoredAt(): number | undefined {
  return useStore(storedAt);
}
