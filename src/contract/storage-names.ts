/**
 * Every name Freeplay gives to something the browser keeps or shares for it, each written once:
 * localStorage keys, IndexedDB databases, Cache Storage caches, BroadcastChannels, a Web Lock and a
 * Background Sync tag. Changing a stored name loses what browsers kept under the old one, so a
 * rename needs a migration of that data (and a test of it).
 */

// localStorage keys.
export const LOGIN_HANDOFF_KEY = 'freeplay-login-handoff';
export const VISIT_KEY = 'freeplay.visits';
export const HIDE_FINISHED_KEY = 'freeplay.hide-played';
export const SYNC_BACKOFF_KEY = 'freeplay-library-backoff';
export const DIARY_BACKOFF_KEY = 'freeplay-diary-backoff';
export const LISTS_BACKOFF_KEY = 'freeplay-lists-backoff';
export const OFFLINE_CATALOGUE_KEY = 'freeplay-offline-catalogue-at';
export const PERSIST_ASKED_KEY = 'freeplay-storage-persist-asked';
export const INSTALL_DISMISSED_KEY = 'freeplay-install-dismissed';
export const STATUS_DISMISSED_KEY = 'freeplay-status-banner-dismissed';
export const SAVE_OFFER_DISMISSED_KEY = 'freeplay-save-offline-dismissed';

// IndexedDB databases (and object stores named here because two programs open them).
export const LIBRARY_DB_NAME = 'freeplay-library';
export const LIBRARY_STORE_NAME = 'games';
export const SAVE_OFFLINE_DB_NAME = 'freeplay-offline-save';
export const SAVE_OFFLINE_STORE_NAME = 'state';
export const DIARY_DB_NAME = 'freeplay-diary';
export const DIARY_STORE_NAME = 'entries';
export const LISTS_DB_NAME = 'freeplay-lists';
export const LISTS_STORE_NAME = 'records';
/** Every version of the stored API responses' database starts with this; activation deletes the others. */
export const API_DB_PREFIX = 'freeplay-api-';
export const API_DB_NAME = `${API_DB_PREFIX}v2`;
export const API_STORE_NAME = 'records';

// Cache Storage caches of the images our server proxies.
/** Every image cache of ours starts with this; activation deletes those not current. */
export const IMAGE_CACHE_PREFIX = 'freeplay-';
export const THUMBNAIL_CACHE_NAME = 'freeplay-thumbnails-v1';
export const SCREENSHOT_CACHE_NAME = 'freeplay-screenshots-v1';

// BroadcastChannels, the Web Lock and the Background Sync tag.
export const API_CHANNEL = 'freeplay-api';
export const LIBRARY_CHANNEL = 'freeplay-library';
export const CATALOGUE_CHANNEL = 'freeplay-offline-catalogue';
/** Held by the tab that syncs the library, so the tabs of one browser sync one at a time. */
export const LIBRARY_SYNC_LOCK = 'freeplay-library-sync';
/** Held by the tab that syncs the diary. */
export const DIARY_SYNC_LOCK = 'freeplay-diary-sync';
/** Held by the tab that syncs the lists. */
export const LISTS_SYNC_LOCK = 'freeplay-lists-sync';
/** The Background Sync tag a page registers while library changes wait for the network. */
export const LIBRARY_SYNC_TAG = 'freeplay-library-outbox';
