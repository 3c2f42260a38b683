/**
 * How old the catalogue data on screen is: the service worker stamps answers it served from its
 * store, and the offline banner reads the latest stamp through useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';

let storedAt: number | undefined;
const listeners = new Set<() => void>();

/** Called by the HTTP client with the `x-freeplay-stored-at` header of each good answer. */
export function recordDataAge(header: string | null): void {
  const next = header === null ? undefined : Number(header);
  const value = next !== undefined && Number.isFinite(next) ? next : undefined;
  if (value === storedAt) return;
  storedAt = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the shown data was stored by the service worker (ms since epoch), if it came from there. */
export function useDataStoredAt(): number | undefined {
  return useSyncExternalStore(subscribe, () => storedAt, () => undefined);
}
