/**
 * The `periodicsync` event's work: refresh the stored catalogue index through the API cache, as a
 * page's request would (stored when missing, revalidated when stored, open pages told when it
 * changed). Bounded in time; a failure leaves the stored index as it was.
 */
import { API_PATHS } from '../src/contract/api.js';
import { CATALOGUE_REFRESH_TAG } from '../src/contract/periodic-sync.js';
import type { WaitUntil } from './api-cache.js';
import { BACKGROUND_LIMIT_MS } from './settings.js';
import { settleWithin } from './settle-within.js';

/** The Periodic Background Sync event (not in TypeScript's WebWorker library); the fields read here. */
export interface PeriodicSyncEvent {
  readonly tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

export function isCatalogueRefresh(event: PeriodicSyncEvent): boolean {
  return event.tag === CATALOGUE_REFRESH_TAG;
}

/** Asks the API cache for the index and waits for the work it starts (storing, revalidating). */
export async function refreshCatalogue(
  handleApi: (request: Request, waitUntil: WaitUntil) => Promise<Response>,
  origin: string,
  limitMs = BACKGROUND_LIMIT_MS,
): Promise<void> {
  const work = (async () => {
    const background: Promise<unknown>[] = [];
    const response = await handleApi(new Request(new URL(API_PATHS.catalogue, origin)), (promise) => background.push(promise));
    await response.body?.cancel();
    await Promise.all(background);
  })();
  await settleWithin(work, limitMs, undefined);
}
