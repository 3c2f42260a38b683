/** Deletes the stores of ours left by earlier versions of the worker (called on activate). */
import { API_DB_NAME, API_DB_PREFIX, IMAGE_CACHE_PREFIX, IMAGE_CACHES } from './settings.js';

export interface CleanupDeps {
  indexedDB: Pick<IDBFactory, 'deleteDatabase'> & { databases?: IDBFactory['databases'] };
  caches: Pick<CacheStorage, 'keys' | 'delete'>;
}

/** Removes outdated API databases and image caches; other origins' and workbox's names are left alone. */
export async function deleteOutdatedStores(deps: CleanupDeps): Promise<void> {
  // Firefox before 126 has no databases(): old versions then stay until the browser evicts them.
  const databases = deps.indexedDB.databases ? await deps.indexedDB.databases() : [];
  const oldDatabases = databases
    .map((info) => info.name)
    .filter((name): name is string => typeof name === 'string' && name.startsWith(API_DB_PREFIX) && name !== API_DB_NAME);
  const oldCaches = (await deps.caches.keys())
    .filter((name) => name.startsWith(IMAGE_CACHE_PREFIX) && !IMAGE_CACHES.some((current) => current.name === name));
  await Promise.all([
    ...oldDatabases.map((name) => deleteDatabase(deps.indexedDB, name)),
    ...oldCaches.map((name) => deps.caches.delete(name)),
  ]);
}

function deleteDatabase(factory: Pick<IDBFactory, 'deleteDatabase'>, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    // Blocked by a page still holding it open: the deletion completes once that page closes it.
    request.onblocked = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete ${name}`));
  });
}
