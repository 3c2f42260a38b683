import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { deleteOutdatedStores } from '../../sw/cleanup.js';
import { API_DB_NAME, THUMBNAIL_CACHE } from '../../sw/settings.js';

const THUMBNAIL_CACHE_NAME = THUMBNAIL_CACHE.name;
import { FakeCacheStorage } from './fake-cache.js';

function openDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
}

describe('clean-up on activate', () => {
  it('deletes older versions of our stores and leaves the current ones and others alone', async () => {
    for (const name of ['freeplay-api-v0', 'freeplay-api-v1', API_DB_NAME, 'someone-else']) await openDatabase(name);
    const caches = new FakeCacheStorage();
    for (const name of ['freeplay-thumbnails-v0', THUMBNAIL_CACHE_NAME, 'workbox-precache-v2-x']) await caches.open(name);

    await deleteOutdatedStores({ indexedDB, caches });

    const names = (await indexedDB.databases()).map((info) => info.name);
    expect(names).not.toContain('freeplay-api-v0');
    expect(names).not.toContain('freeplay-api-v1');
    expect(names).toEqual(expect.arrayContaining([API_DB_NAME, 'someone-else']));
    expect(await caches.keys()).toEqual([THUMBNAIL_CACHE_NAME, 'workbox-precache-v2-x']);
  });
});
