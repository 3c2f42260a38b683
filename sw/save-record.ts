/**
 * Writes one API record while keeping the store bounded: details beyond the limit and, when the
 * browser's quota is reached, the oldest records are dropped.
 */
import { isDetailKey } from './api-responses.js';
import type { ApiRecord, ApiStore } from './api-store.js';
import { MAX_DETAILS } from './settings.js';

/** True for the error a write fails with when the origin's storage quota is used up. */
function isQuotaError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'QuotaExceededError';
}

/**
 * Stores `record` under `key`. On a QuotaExceededError it drops the oldest quarter of the other
 * records (details before lists) and retries once; a second failure rejects.
 */
export async function saveRecord(store: ApiStore, key: string, record: ApiRecord, maxDetails = MAX_DETAILS): Promise<void> {
  try {
    await store.set(key, record);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    await dropOldest(store, key);
    await store.set(key, record);
  }
  if (isDetailKey(key)) await evictDetails(store, maxDetails);
}

/** Deletes the least recently stored details beyond `maxDetails` (reads metadata only, no body). */
async function evictDetails(store: ApiStore, maxDetails: number): Promise<void> {
  const details = (await store.metas()).filter(([key]) => isDetailKey(key));
  if (details.length <= maxDetails) return;
  const byAge = details.sort((a, b) => a[1].storedAt - b[1].storedAt);
  await store.delMany(byAge.slice(0, details.length - maxDetails).map(([key]) => key));
}

async function dropOldest(store: ApiStore, keep: string): Promise<void> {
  const candidates = (await store.metas())
    .filter(([key]) => key !== keep)
    .map(([key, meta]) => ({ key, detail: isDetailKey(key), storedAt: meta.storedAt }))
    // Details go first: the lists are what make every list page work offline.
    .sort((a, b) => Number(b.detail) - Number(a.detail) || a.storedAt - b.storedAt);
  if (candidates.length === 0) return;
  const count = Math.max(1, Math.ceil(candidates.length / 4));
  await store.delMany(candidates.slice(0, count).map((entry) => entry.key));
}
