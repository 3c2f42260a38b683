/**
 * The service worker's settings in one place: the versioned names of its stores, their bounds, and
 * how long its own work may take.
 *
 * Bump a store's version when a record's shape changes: activation deletes every store of ours whose
 * name carries another version. Every event the worker handles must end in bounded time, because a
 * waiting version is only activated once the active one has no open event.
 */

import { API_DB_NAME, API_DB_PREFIX, API_STORE_NAME, IMAGE_CACHE_PREFIX, SCREENSHOT_CACHE_NAME, THUMBNAIL_CACHE_NAME } from '../src/contract/storage-names.js';

/** The IndexedDB database holding API responses, and its one object store (names shared with the app's Storage section). */
export { API_DB_NAME, API_STORE_NAME };
export { API_DB_PREFIX };

/** Details kept at most; the least recently stored go first. */
export const MAX_DETAILS = 300;

/** One Cache Storage cache of images our server proxies: its name and bounds. */
export interface ImageCacheSettings {
  /** Versioned name; every cache starting with `IMAGE_CACHE_PREFIX` and not current is deleted on activate. */
  readonly name: string;
  /** Images kept at most; the least recently used go first. */
  readonly maxEntries: number;
  /** How long a stored image is served, counted from when it was stored. */
  readonly maxAgeMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every image cache of ours starts with this. */
export { IMAGE_CACHE_PREFIX };

/**
 * The game cards' thumbnails (`/thumbnails/:id`): room for the whole catalogue (about 420 games,
 * all of them after "Save for offline") with margin for it to grow.
 */
export const THUMBNAIL_CACHE: ImageCacheSettings = {
  name: THUMBNAIL_CACHE_NAME,
  maxEntries: 1_000,
  maxAgeMs: 30 * DAY_MS,
};

/**
 * The game pages' screenshots (`/screenshots/:id`): larger than thumbnails, so bounds of their own;
 * kept only once seen, 3 or 4 per game page, so 400 covers a hundred game pages.
 */
export const SCREENSHOT_CACHE: ImageCacheSettings = {
  name: SCREENSHOT_CACHE_NAME,
  maxEntries: 400,
  maxAgeMs: 30 * DAY_MS,
};

/** Every image cache in use; activation deletes the others of ours. */
export const IMAGE_CACHES: readonly ImageCacheSettings[] = [THUMBNAIL_CACHE, SCREENSHOT_CACHE];

/** A background network call (revalidation); the server's own upstream calls give up after 10 s. */
export const NETWORK_TIMEOUT_MS = 10_000;
/** Everything handed to `waitUntil`: the network call, reading its body and storing it. */
export const BACKGROUND_LIMIT_MS = 15_000;
/** Reading a stored record before responding; past this the request goes to the network as a miss. */
export const STORE_READ_LIMIT_MS = 3_000;
/** How long an open page may take to drain the library outbox for a `sync` event before the browser is told to retry. */
export const LIBRARY_DRAIN_RESPONSE_MS = 60_000;
