import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImageCache } from '../../sw/image-cache.js';
import { PICTURE_CONNECTIONS } from '../../sw/picture-slots.js';
import { SCREENSHOT_CACHE, THUMBNAIL_CACHE } from '../../sw/settings.js';
import { SAVE_OFFLINE_HEADER, STORAGE_FULL } from '../../src/contract/offline-stores.js';
import { FIXTURE_GAME_COUNT } from '../../tools/fixtures/index.js';
import { useFakeWorkerScope } from './fake-cache.js';
import { ORIGIN, stubFetch } from './harness.js';

// Workbox's logger reads `self` when it loads, before any test runs.
vi.hoisted(() => vi.stubGlobal('self', globalThis));

const DAY = 24 * 60 * 60 * 1000;
// The bound's behaviour is tested on a small bound: workbox-expiration scans its IndexedDB index on every store.
const MAX_THUMBNAILS = 40;
const THUMBNAIL_MAX_AGE_MS = THUMBNAIL_CACHE.maxAgeMs;
const image = (bytes = [1, 2, 3]) => new Response(new Uint8Array(bytes), { status: 200, headers: { 'content-type': 'image/png' } });

let caches = 0;

beforeEach(() => {
  // Only the clock is fake: workbox reads Date.now() for ages, while its timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(10 * DAY);
});

afterEach(() => {
  vi.useRealTimers();
});

// Workbox drops expired copies in the background, so the scope stays until the end.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

function setup() {
  const net = stubFetch();
  const storage = useFakeWorkerScope(ORIGIN, net.fetch);
  // A cache name of its own per test: workbox-expiration keeps its timestamps in one IndexedDB database.
  const settings = { ...THUMBNAIL_CACHE, maxEntries: MAX_THUMBNAILS, name: `${THUMBNAIL_CACHE.name}-test-${++caches}` };
  const handle = createImageCache(settings);
  const pending: Promise<unknown>[] = [];
  return {
    net,
    storage,
    advance: (ms: number) => vi.setSystemTime(Date.now() + ms),
    cached: async () => [...(await storage.open(settings.name)).entries.keys()].map((url) => url.slice(ORIGIN.length)),
    open: () => storage.open(settings.name),
    async get(id: number, headers: HeadersInit = {}): Promise<Response> {
      const response = await handle(new Request(`${ORIGIN}/thumbnails/${id}`, { headers }), (promise) => pending.push(promise));
      await Promise.all(pending.splice(0));
      return response;
    },
  };
}

describe('thumbnail cache: cache-first, bounded in count and age', () => {
  it('fetches a thumbnail once and then serves it from the cache', async () => {
    const t = setup();
    t.net.respond(image([7, 8, 9]));
    expect(new Uint8Array(await (await t.get(1)).arrayBuffer())).toEqual(new Uint8Array([7, 8, 9]));
    const again = await t.get(1);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array([7, 8, 9]));
    expect(again.headers.get('content-type')).toBe('image/png');
    expect(t.net.requests).toHaveLength(1);
  });

  it('keeps no error responses and no non-images', async () => {
    const t = setup();
    t.net.respond(new Response('missing', { status: 404, headers: { 'content-type': 'image/png' } }));
    t.net.respond(new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect((await t.get(1)).status).toBe(404);
    expect((await t.get(2)).status).toBe(200);
    expect(await t.cached()).toEqual([]);
  });

  it('answers 503 offline for a thumbnail it never saw, so the page shows its placeholder', async () => {
    const t = setup();
    t.net.respond(new TypeError('offline'));
    expect((await t.get(3)).status).toBe(503);
  });

  it(`keeps at most ${MAX_THUMBNAILS} thumbnails, dropping the oldest`, async () => {
    const t = setup();
    for (let id = 1; id <= MAX_THUMBNAILS + 2; id++) {
      t.net.respond(image());
      await t.get(id);
      // Time passes between two thumbnails, as it does in a browser: "oldest" needs distinct times.
      t.advance(1);
    }
    const cached = await t.cached();
    expect(cached).toHaveLength(MAX_THUMBNAILS);
    expect(cached).not.toContain('/thumbnails/1');
    expect(cached).not.toContain('/thumbnails/2');
    expect(cached).toContain('/thumbnails/3');
  }, 30_000);

  it('has room for the whole catalogue, and screenshots their own', () => {
    expect(THUMBNAIL_CACHE.maxEntries).toBeGreaterThanOrEqual(2 * FIXTURE_GAME_COUNT);
    expect(SCREENSHOT_CACHE.maxEntries).toBeGreaterThanOrEqual(400);
  });

  it(`fetches again after ${THUMBNAIL_MAX_AGE_MS / DAY} days and drops expired copies`, async () => {
    const t = setup();
    t.net.respond(image([1]), image([2]));
    await t.get(1);
    t.advance(20 * DAY);
    await t.get(2);
    t.advance(10 * DAY + 1);
    t.net.respond(image([3]));
    expect(new Uint8Array(await (await t.get(1)).arrayBuffer())).toEqual(new Uint8Array([3]));
    expect(t.net.requests).toHaveLength(3);
    // Thumbnail 2 is 10 days old: still served from the cache.
    expect(new Uint8Array(await (await t.get(2)).arrayBuffer())).toEqual(new Uint8Array([2]));
    expect(t.net.requests).toHaveLength(3);
  });

  it('does not serve an expired copy offline', async () => {
    const t = setup();
    t.net.respond(image());
    await t.get(1);
    t.advance(THUMBNAIL_MAX_AGE_MS + 1);
    t.net.respond(new TypeError('offline'));
    expect((await t.get(1)).status).toBe(503);
    // Workbox drops expired copies in the background, right after the read that found them too old.
    await vi.waitFor(async () => expect(await t.cached()).toEqual([]), { timeout: 2_000 });
  });
});

describe('thumbnail cache: a "Save for offline" request', () => {
  const SAVE = { [SAVE_OFFLINE_HEADER]: '1' };

  it('is answered once the picture is stored, and from the cache the next time', async () => {
    const t = setup();
    t.net.respond(image([5, 6]));
    const response = await t.get(8, SAVE);
    expect(response.status).toBe(200);
    expect(await t.cached()).toEqual(['/thumbnails/8']);
    expect(new Uint8Array(await (await t.get(8, SAVE)).arrayBuffer())).toEqual(new Uint8Array([5, 6]));
    expect(t.net.requests).toHaveLength(1);
  });

  it('answers 507 storage-full when the browser refuses to store, keeping the pictures stored before', async () => {
    const t = setup();
    t.net.respond(image([1]), image([2]));
    await t.get(1, SAVE);
    const cache = await t.open();
    cache.put = async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const full = await t.get(2, SAVE);
    expect(full.status).toBe(507);
    expect(await full.json()).toMatchObject({ code: STORAGE_FULL });
    expect(await t.cached()).toEqual(['/thumbnails/1']);
  });

  it('a page showing a card still gets its picture when storing it fails', async () => {
    const t = setup();
    t.net.respond(image([3]));
    const cache = await t.open();
    cache.put = async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const response = await t.get(3).catch((error: unknown) => error);
    expect(response instanceof Response ? response.status : response).toBe(200);
  });
});

describe('screenshot cache: its own cache and bounds', () => {
  it('keeps a screenshot seen once for offline use, in a cache apart from the thumbnails', async () => {
    const net = stubFetch();
    const storage = useFakeWorkerScope(ORIGIN, net.fetch);
    const handle = createImageCache(SCREENSHOT_CACHE);
    const pending: Promise<unknown>[] = [];
    const get = async () => {
      const response = await handle(new Request(`${ORIGIN}/screenshots/77`), (promise) => pending.push(promise));
      await Promise.all(pending.splice(0));
      return response;
    };
    net.respond(image([4, 5]), new TypeError('offline'));
    await get();
    const offline = await get();
    expect(offline.status).toBe(200);
    expect(new Uint8Array(await offline.arrayBuffer())).toEqual(new Uint8Array([4, 5]));
    expect([...(await storage.open(SCREENSHOT_CACHE.name)).entries.keys()]).toEqual([`${ORIGIN}/screenshots/77`]);
    expect(SCREENSHOT_CACHE.name).not.toBe(THUMBNAIL_CACHE.name);
  });
});

describe('picture downloads: at most four at once, thumbnails and screenshots together', () => {
  it('leaves two of the six connections free for data: the fifth picture goes out when one of the four is answered', async () => {
    const answers: (() => void)[] = [];
    const net = stubFetch();
    const storage = useFakeWorkerScope(ORIGIN, net.fetch);
    for (let at = 0; at < 7; at++) {
      net.respond(() => new Promise<Response>((resolve) => answers.push(() => resolve(image([at])))));
    }
    const thumbnails = createImageCache({ ...THUMBNAIL_CACHE, name: `${THUMBNAIL_CACHE.name}-slots-${++caches}` });
    const screenshots = createImageCache({ ...SCREENSHOT_CACHE, name: `${SCREENSHOT_CACHE.name}-slots-${caches}` });
    const background: Promise<unknown>[] = [];
    const keep = (promise: Promise<unknown>) => void background.push(promise);
    const asked = [
      ...[1, 2, 3, 4].map((id) => thumbnails(new Request(`${ORIGIN}/thumbnails/${id}`), keep)),
      ...[5, 6, 7].map((id) => screenshots(new Request(`${ORIGIN}/screenshots/${id}`), keep)),
    ];
    await vi.waitFor(() => expect(net.requests).toHaveLength(PICTURE_CONNECTIONS), { timeout: 5_000 });
    expect(PICTURE_CONNECTIONS).toBe(4);

    answers[0]?.();
    await vi.waitFor(() => expect(net.requests).toHaveLength(5), { timeout: 5_000 });
    // Still four under way: nothing more goes out until another answer comes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(net.requests).toHaveLength(5);

    for (let at = 1; at < 7; at++) {
      await vi.waitFor(() => expect(answers[at]).toBeDefined(), { timeout: 5_000 });
      answers[at]?.();
    }
    const responses = await Promise.all(asked);
    await Promise.all(background);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(net.requests).toHaveLength(7);
    expect(storage).toBeDefined();
  });

  it('frees the slot of a picture whose download failed, and takes none for a picture already stored', async () => {
    const net = stubFetch();
    useFakeWorkerScope(ORIGIN, net.fetch);
    const handle = createImageCache({ ...THUMBNAIL_CACHE, name: `${THUMBNAIL_CACHE.name}-slots-${++caches}` });
    const background: Promise<unknown>[] = [];
    const get = async (id: number) => {
      const response = await handle(new Request(`${ORIGIN}/thumbnails/${id}`), (promise) => void background.push(promise));
      await Promise.all(background.splice(0));
      return response;
    };
    net.respond(image([9]));
    await get(1);
    // Stored: answered from the cache, many times over, with no download.
    for (let again = 0; again < PICTURE_CONNECTIONS + 1; again++) expect((await get(1)).status).toBe(200);
    for (let id = 2; id < 2 + PICTURE_CONNECTIONS + 1; id++) {
      net.respond(new TypeError('Failed to fetch'));
      expect((await get(id)).status).toBe(503);
    }
    net.respond(image([8]));
    expect((await get(99)).status).toBe(200);
    expect(net.requests).toHaveLength(PICTURE_CONNECTIONS + 3);
  });
});
