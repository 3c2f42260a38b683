/**
 * The Periodic Background Sync the app registers where the browser offers it and the app is
 * installed: the service worker then refreshes the catalogue index about once a day, so What's new
 * is ready before the app opens (docs/decisions.md, "Periodic Background Sync").
 */
export const CATALOGUE_REFRESH_TAG = 'catalogue-refresh';

/** About once a day; the browser decides the real timing. */
export const CATALOGUE_REFRESH_INTERVAL_MS = 24 * 60 * 60 * 1000;
