// The service worker: listeners only. The strategies live beside it, each in its own module.
import type { PrecacheEntry } from 'workbox-precaching';
import { API_CHANNEL } from '../src/contract/messages.js';
import { createApiCache } from './api-cache.js';
import { createIdbApiStore } from './api-store.js';
import { routeAppShell } from './app-shell.js';
import { isApiPath, isThumbnailPath } from './cache-key.js';
import { deleteOutdatedStores } from './cleanup.js';
import { settleWithin } from './settle-within.js';
import { createThumbnailCache } from './thumbnail-cache.js';
import { BACKGROUND_LIMIT_MS } from './time-limits.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

routeAppShell(self.__WB_MANIFEST);

const channel = new BroadcastChannel(API_CHANNEL);
const handleApi = createApiCache({
  store: createIdbApiStore(),
  fetch: (request) => fetch(request),
  now: () => Date.now(),
  post: (message) => channel.postMessage(message),
});
const handleThumbnail = createThumbnailCache({
  open: (name) => caches.open(name),
  fetch: (request) => fetch(request),
  now: () => Date.now(),
});

self.addEventListener('activate', (event) => {
  // Claim open pages at once, so the first visit's API answers are already stored for offline use.
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
});

self.addEventListener('message', (event) => {
  // The update notice's Reload button: activate the waiting version now.
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
