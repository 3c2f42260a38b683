/**
 * Clears the offline copies: the stored API responses (lists, details, the catalogue index), the
 * image caches and what "Save for offline" had counted. The library's own database, with any
 * change still waiting to sync, is a different store and is never touched here.
 */
import { clear, createStore } from 'idb-keyval';
import { API_DB_NAME, API_STORE_NAME, IMAGE_CACHE_NAMES } from '../../contract';
import { OFFLINE_CATALOGUE_KEY } from '../offline-catalogue';
import { forgetSavedRun } from './offline-save-store';

export interface ClearDeps {
  caches: Pick<CacheStorage, 'delete'> | undefined;
  clearApiStore: () => Promise<void>;
  storage: Pick<Storage, 'removeItem'>;
  forgetSavedRun: () => Promise<void>;
}

const browserDeps = (): ClearDeps => ({
  caches: typeof caches === 'undefined' ? undefined : caches,
  // Emptied rather than deleted: the service worker keeps the database open, which would block a deletion.
  clearApiStore: () => clear(createStore(API_DB_NAME, API_STORE_NAME)),
  storage: localStorage,
  forgetSavedRun,
});

export async function clearOfflineCopies(deps: ClearDeps = browserDeps()): Promise<void> {
  await deps.forgetSavedRun();
  await Promise.all([
    ...IMAGE_CACHE_NAMES.map((name) => deps.caches?.delete(name)),
    deps.clearApiStore(),
  ]);
  // The lists are no longer saved: the next visit saves them again.
  deps.storage.removeItem(OFFLINE_CATALOGUE_KEY);
}
