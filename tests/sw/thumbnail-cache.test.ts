import { describe, expect, it } from 'vitest';
import { MAX_THUMBNAILS, THUMBNAIL_CACHE_NAME, THUMBNAIL_MAX_AGE_MS } from '../../sw/names.js';
import { createThumbnailCache } from '../../sw/thumbnail-cache.js';
import { FakeCacheStorage } from './fake-cache.js';
import { ORIGIN, stubFetch } from './harness.js';

const DAY = 24 * 60 * 60 * 1000;
const image = (bytes = [1, 2, 3]) => new Response(new Uint8Array(bytes), { status: 200, headers: { 'content-type': 'image/png' } });

function setup() {
  const storage = new FakeCacheStorage();
  const net = stubFetch();
  let clock = 10 * DAY;
  const handle = createThumbnailCache({ open: (name) => storage.open(name), fetch: net.fetch, now: () => clock });
  const pending: Promise<unknown>[] = [];
  return {
    net,
    storage,
    advance: (ms: number) => (clock += ms),
    cached: async () => [...(await storage.open(THUMBNAIL_CACHE_NAME)).entries.keys()].map((url) => url.slice(ORIGIN.length)),
    async get(id: number): Promise<Response> {
      const response = await handle(new Request(`${ORIGIN}/thumbnails/${id}`), (promise) => pending.push(promise));
      await Promise.all(pending.splice(0));
      return response;
    },
  };
}

describe('thumbnail cache: cache-first, bounded in count and age', () => {
  it('fetches a thumbnail once and then serves it from the cache', async () => {
    const t = setup();
    t.net.answer(image([7, 8, 9]));
    expect(new Uint8Array(await (await t.get(1)).arrayBuffer())).toEqual(new Uint8Array([7, 8, 9]));
    const again = await t.get(1);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array([7, 8, 9]));
    expect(again.headers.get('content-type')).toBe('image/png');
    expect(t.net.requests).toHaveLength(1);
  });

  it('keeps no error answers and no non-images', async () => {
    const t = setup();
    t.net.answer(new Response('missing', { status: 404, headers: { 'content-type': 'image/png' } }));
    t.net.answer(new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect((await t.get(1)).status).toBe(404);
    expect((await t.get(2)).status).toBe(200);
    expect(await t.cached()).toEqual([]);
  });

  it('answers 503 offline for a thumbnail it never saw, so the page shows its placeholder', async () => {
    const t = setup();
    t.net.answer(new TypeError('offline'));
    expect((await t.get(3)).status).toBe(503);
  });

  it(`keeps at most ${MAX_THUMBNAILS} thumbnails, dropping the oldest`, async () => {
    const t = setup();
    for (let id = 1; id <= MAX_THUMBNAILS + 2; id++) {
      t.net.answer(image());
      await t.get(id);
    }
    const cached = await t.cached();
    expect(cached).toHaveLength(MAX_THUMBNAILS);
    expect(cached).not.toContain('/thumbnails/1');
    expect(cached).not.toContain('/thumbnails/2');
    expect(cached).toContain('/thumbnails/3');
  });

  it(`fetches again after ${THUMBNAIL_MAX_AGE_MS / DAY} days and drops expired copies`, async () => {
    const t = setup();
    t.net.answer(image([1]), image([2]));
    await t.get(1);
    t.advance(20 * DAY);
    await t.get(2);
    t.advance(10 * DAY + 1);
    t.net.answer(image([3]));
    expect(new Uint8Array(await (await t.get(1)).arrayBuffer())).toEqual(new Uint8Array([3]));
    expect(t.net.requests).toHaveLength(3);
    // Thumbnail 2 is 10 days old: still served from the cache.
    expect(new Uint8Array(await (await t.get(2)).arrayBuffer())).toEqual(new Uint8Array([2]));
    expect(t.net.requests).toHaveLength(3);
  });

  it('does not serve an expired copy offline', async () => {
    const t = setup();
    t.net.answer(image());
    await t.get(1);
    t.advance(THUMBNAIL_MAX_AGE_MS + 1);
    t.net.answer(new TypeError('offline'));
    expect((await t.get(1)).status).toBe(503);
    expect(await t.cached()).toEqual([]);
  });
});
