/**
 * Cache-first for the images our server proxies (thumbnails, screenshots), in Cache Storage, bounded
 * in count and age: workbox's CacheFirst with its ExpirationPlugin, plus the rules of ours below.
 */
import type { ManualHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';
import { SAVE_OFFLINE_HEADER, STORAGE_FULL } from '../src/contract/offline-stores.js';
import type { WaitUntil } from './api-cache.js';
import { createSlots, PICTURE_CONNECTIONS, pictureSlotsPlugin, type Slots } from './picture-slots.js';
import { BACKGROUND_LIMIT_MS, type ImageCacheSettings } from './settings.js';
import { settleWithin } from './settle-within.js';

/** The download slots every picture cache shares (picture-slots.ts). */
const sharedSlots = createSlots(PICTURE_CONNECTIONS);

/** Builds the handler that responds to one image request from the cache `settings` describes. */
export function createImageCache(
  settings: ImageCacheSettings,
  backgroundMs = BACKGROUND_LIMIT_MS,
  slots: Slots = sharedSlots,
): (request: Request, waitUntil: WaitUntil) => Promise<Response> {
  const strategy = new CacheFirst({
    cacheName: settings.name,
    plugins: [
      pictureSlotsPlugin(slots),
      imagesOnly(backgroundMs),
      new ExpirationPlugin({
        maxEntries: settings.maxEntries,
        maxAgeSeconds: settings.maxAgeMs / 1000,
        // A full disk keeps the pictures stored so far (docs/decisions.md, "Save for offline").
        purgeOnQuotaError: false,
      }),
    ],
  });
  return (request, waitUntil) => {
    // Workbox uses only the event's waitUntil; ours bounds every piece of background work in time
    // (settings.ts says why). Its check for a real ExtendableEvent runs only in development builds.
    const event = { request, waitUntil: (promise: Promise<unknown>) => waitUntil(settleWithin(promise, backgroundMs, undefined)) };
    const options = { request, event: event as unknown as ManualHandlerCallbackOptions['event'] };
    const [response, done] = strategy.handleAll(options);
    if (request.headers.has(SAVE_OFFLINE_HEADER)) return savedResponse(response, done);
    // A picture that could not be stored (a full disk) was still shown: nothing more to do.
    done.catch(() => undefined);
    return response;
  };
}

/**
 * For "Save for offline": the response once the picture is stored (the download counts it as kept
 * only then), or 507 with code `STORAGE_FULL` when the browser refused to store it for lack of space.
 */
async function savedResponse(response: Promise<Response>, done: Promise<void>): Promise<Response> {
  try {
    await done;
  } catch (error) {
    if (error instanceof Error && error.name === 'QuotaExceededError') {
      const body = JSON.stringify({ message: 'There is no more room on this device for offline copies.', code: STORAGE_FULL });
      return new Response(body, { status: 507, headers: { 'content-type': 'application/json' } });
    }
  }
  return response;
}

/**
 * Keeps only whole images the server sent with 200, stamped with the time they were stored (the
 * `Date` header, which ExpirationPlugin reads for their age), and responds 503 for an image never
 * stored when the network fails, so the page shows its placeholder.
 */
function imagesOnly(backgroundMs: number): WorkboxPlugin {
  return {
    async cacheWillUpdate({ response }) {
      if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('image/')) return null;
      // A body that stalls is never stored (nor waited for past the limit).
      const body = await settleWithin(response.arrayBuffer(), backgroundMs, undefined);
      if (body === undefined) return null;
      const headers = new Headers(response.headers);
      headers.set('date', new Date().toUTCString());
      return new Response(body, { status: response.status, statusText: response.statusText, headers });
    },
    handlerDidError: async () => new Response(null, { status: 503, statusText: 'Offline' }),
  };
}
