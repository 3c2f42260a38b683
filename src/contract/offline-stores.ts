/**
 * The names of the browser stores that hold offline copies, shared by the service worker (which
 * fills them) and the app (whose Storage section clears them). The library's own database
 * (LIBRARY_DB_NAME, with its unsynced changes) is deliberately not among them.
 */

import { SCREENSHOT_CACHE_NAME, THUMBNAIL_CACHE_NAME } from './storage-names.js';

/** The IndexedDB database of stored API responses and its one object store; the images' caches. */
export { API_DB_NAME, API_STORE_NAME, SCREENSHOT_CACHE_NAME, THUMBNAIL_CACHE_NAME } from './storage-names.js';

/** Every offline copy of the catalogue's images, for clearing them all. */
export const IMAGE_CACHE_NAMES: readonly string[] = [THUMBNAIL_CACHE_NAME, SCREENSHOT_CACHE_NAME];

/**
 * Request header the "Save for offline" download sets on a picture request: the service worker then
 * answers only once the picture is stored, and with 507 and code `STORAGE_FULL` when storage is full.
 */
export const SAVE_OFFLINE_HEADER = 'x-freeplay-save';
export const STORAGE_FULL = 'storage-full';
