/**
 * Versioned names of the service worker's own stores. Bump a version when a record's shape changes:
 * activation deletes every store of ours whose name carries another version.
 */

/** The IndexedDB database holding API answers, and its one object store. */
export const API_DB_NAME = 'freeplay-api-v2';
export const API_STORE_NAME = 'records';
export const API_DB_PREFIX = 'freeplay-api-';

/** The Cache Storage cache holding thumbnails. */
export const THUMBNAIL_CACHE_NAME = 'freeplay-thumbnails-v1';
export const THUMBNAIL_CACHE_PREFIX = 'freeplay-thumbnails-';

/** Details kept at most; the least recently stored go first. */
export const MAX_DETAILS = 300;
/** Thumbnails kept at most, and for how long. */
export const MAX_THUMBNAILS = 600;
export const THUMBNAIL_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
