// The service worker: listeners only. The strategies live beside it, each in its own module.
import type { PrecacheEntry } from 'workbox-precaching';
import { LIBRARY_CHANNEL } from '../src/contract/library-sync.js';
import { API_CHANNEL } from '../src/contract/messages.js';
import { createApiCache } from './api-cache.js';
import { createIdbApiStore } from './api-store.js';
import { routeAppShell } from './app-shell.js';
import { isApiPath, isScreenshotPath, isThumbnailPath } from './api-responses.js';
import { deleteOutdatedStores } from './cleanup.js';
import { isCatalogueRefresh, refreshCatalogue, type PeriodicSyncEvent } from './catalogue-refresh.js';
import { createImageCache } from './image-cache.js';
import { askPagesToDrain, isLibrarySync, type SyncEvent } from './library-sync.js';
import { settleWithin } from './settle-within.js';
import { BACKGROUND_LIMIT_MS, SCREENSHOT_CACHE, THUMBNAIL_CACHE } from './settings.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

routeAppShell(self.__WB_MANIFEST);

const channel = new BroadcastChannel(API_CHANNEL);
const handleApi = createApiCache({
  store: createIdbApiStore(),
  fetch: (request) => fetch(request),
  now: () => Date.now(),
  post: (message) => channel.postMessage(message),
});
const handleThumbnail = createImageCache(THUMBNAIL_CACHE);
const handleScreenshot = createImageCache(SCREENSHOT_CACHE);

self.addEventListener('activate', (event) => {
  // Claim open pages at once, so the first visit's API responses are already stored for offline use.
  event.waitUntil(Promise.all([self.clients.claim(), settleWithin(deleteOutdatedStores({ indexedDB, caches }), BACKGROUND_LIMIT_MS, undefined)]));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const waitUntil = (promise: Promise<unknown>) => event.waitUntil(promise);
  if (isApiPath(url.pathname)) event.respondWith(handleApi(request, waitUntil));
  else if (isThumbnailPath(url.pathname)) event.respondWith(handleThumbnail(request, waitUntil));
  else if (isScreenshotPath(url.pathname)) event.respondWith(handleScreenshot(request, waitUntil));
});

// Background Sync: the page's own outbox is the queue and only a page holds the token, so an open
// page is asked to drain it (docs/decisions.md, "Background Sync").
self.addEventListener('sync', (event) => {
  const sync = event as unknown as SyncEvent;
  if (!isLibrarySync(sync)) return;
  const libraryChannel = new BroadcastChannel(LIBRARY_CHANNEL);
  const drained = askPagesToDrain({
    hasWindow: async () => (await self.clients.matchAll({ type: 'window' })).length > 0,
    channel: libraryChannel,
    newId: () => crypto.randomUUID(),
  });
  sync.waitUntil(drained.finally(() => libraryChannel.close()));
});

// Periodic Background Sync (installed apps, where offered): the catalogue index about once a day,
// so What's new is ready before the app opens. Elsewhere a page's own request refreshes it.
self.addEventListener('periodicsync', (event: Event) => {
  const periodic = event as unknown as PeriodicSyncEvent;
  if (!isCatalogueRefresh(periodic)) return;
  periodic.waitUntil(refreshCatalogue(handleApi, self.location.origin));
});

self.addEventListener('message', (event) => {
  // The update notice's Reload button: activate the waiting version now.
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
