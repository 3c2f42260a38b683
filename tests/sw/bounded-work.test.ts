// A waiting version only activates once the active worker has no open event, so every piece of
// background work the worker hands to waitUntil must settle, however the network or storage stalls.
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ApiStore } from '../../sw/api-store.js';
import { settleWithin } from '../../sw/settle-within.js';
import { createImageCache } from '../../sw/image-cache.js';
import { THUMBNAIL_CACHE } from '../../sw/settings.js';
import { useFakeWorkerScope } from './fake-cache.js';
import { listItem } from './fixtures.js';
import { harness, ORIGIN, stubFetch } from './harness.js';
import { jsonResponse } from '../support/json-response.js';

const LIST = '/api/games?platform=pc';

// Workbox's logger reads `self` when it loads, before any test runs.
vi.hoisted(() => vi.stubGlobal('self', globalThis));

// Workbox's own work may go on after an event's bounded wait ends, so the scope stays until the end.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** A network call that only ends when its request is aborted, as a server that never answers. */
function hangUntilAborted(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
  });
}

/** A response whose headers arrive but whose body never ends. */
function stalledBody(contentType: string): Response {
  return new Response(new ReadableStream({ start: () => undefined }), { status: 200, headers: { 'content-type': contentType } });
}

const never = <T>() => new Promise<T>(() => undefined);

describe('service worker background work always settles', () => {
  it('gives up a revalidation the server never answers, keeping the stored answer', async () => {
    const h = harness({ limits: { networkMs: 20, backgroundMs: 5_000 } });
    h.net.respond(jsonResponse([listItem(1)], { headers: { etag: '"v1"' } }));
    await h.get(LIST);
    h.net.respond(hangUntilAborted);
    const stale = await h.get(LIST);
    expect(await stale.json()).toEqual([listItem(1)]);
    expect(h.net.requests[1]?.signal.aborted).toBe(true);
    h.net.respond(new TypeError('offline'));
    expect(await (await h.get(LIST)).json()).toEqual([listItem(1)]);
  });

  it('ends the background work even when a network call ignores its abort signal', async () => {
    const h = harness({ limits: { networkMs: 20, backgroundMs: 40 } });
    h.net.respond(jsonResponse([listItem(1)]));
    await h.get(LIST);
    h.net.respond(() => never<Response>());
    expect(await (await h.get(LIST)).json()).toEqual([listItem(1)]);
  });

  it('stops waiting for a network body that never ends and stores nothing from it', async () => {
    const h = harness({ limits: { backgroundMs: 40 } });
    h.net.respond(stalledBody('application/json'));
    const response = await h.get(LIST);
    expect(response.status).toBe(200);
    expect(await h.storedKeys()).toEqual([]);
  });

  it('goes to the network when reading the store stalls', async () => {
    const stalled: ApiStore = {
      get: () => never(), text: () => never(), metas: () => never(), set: () => never(), touch: () => never(), delMany: () => never(),
    };
    const h = harness({ store: stalled, limits: { storeReadMs: 20, backgroundMs: 40 } });
    h.net.respond(jsonResponse([listItem(3)]));
    expect(await (await h.get(LIST)).json()).toEqual([listItem(3)]);
    // Offline with a stalled store: the plain "not saved" answer, not an endless wait.
    h.net.respond(new TypeError('offline'));
    expect((await h.get('/api/game?id=3')).status).toBe(503);
  });

  it('stops waiting for a thumbnail body that never ends', async () => {
    const net = stubFetch();
    const storage = useFakeWorkerScope(ORIGIN, net.fetch);
    const handle = createImageCache(THUMBNAIL_CACHE, 40);
    net.respond(stalledBody('image/png'));
    const pending: Promise<unknown>[] = [];
    const response = await handle(new Request(`${ORIGIN}/thumbnails/4`), (promise) => pending.push(promise));
    expect(response.status).toBe(200);
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    expect([...(await storage.open('freeplay-thumbnails-v1')).entries.keys()]).toEqual([]);
    // Workbox's own read of the body gives up at the same limit: let it end inside the fake scope.
    await settleWithin(never<void>(), 100, undefined);
  });

  it('settleWithin: the value in time, the fallback on rejection or after the limit', async () => {
    expect(await settleWithin(Promise.resolve('done'), 1_000, 'late')).toBe('done');
    expect(await settleWithin(Promise.reject(new Error('broken')), 1_000, 'late')).toBe('late');
    expect(await settleWithin(never<string>(), 10, 'late')).toBe('late');
  });
});
