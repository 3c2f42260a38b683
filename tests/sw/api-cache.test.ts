import { describe, expect, it } from 'vitest';
import { HEADERS, OFFLINE_NOT_SAVED } from '../../src/contract/api.js';
import { detail, listItem } from './fixtures.js';
import { harness } from './harness.js';
import { jsonResponse } from '../support/json-response.js';

const LIST = '/api/games?platform=pc';

describe('API cache: stale-while-revalidate in IndexedDB', () => {
  it('stores a good answer on a miss and answers the next request from the store, then revalidates', async () => {
    const h = harness();
    h.net.respond(jsonResponse([listItem(1)], { headers: { etag: '"v1"', [HEADERS.catalogueSource]: 'demo' } }));
    const first = await h.get(LIST);
    expect(first.status).toBe(200);
    expect(first.headers.get(HEADERS.storedAt)).toBeNull();
    expect(await first.json()).toEqual([listItem(1)]);

    h.setNow(2_000_000);
    h.net.respond(new Response(null, { status: 304 }));
    const second = await h.get(LIST);
    expect(second.status).toBe(200);
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
    expect(second.headers.get(HEADERS.storedAt)).toBe('1000000');
    expect(second.headers.get(HEADERS.catalogueSource)).toBe('demo');
    expect(await second.json()).toEqual([listItem(1)]);
    expect(h.net.requests).toHaveLength(2);
    expect(h.net.requests[1]?.headers.get('if-none-match')).toBe('"v1"');
  });

  it('on a 304 only refreshes the stored time and tells no page', async () => {
    const h = harness();
    h.net.respond(jsonResponse([listItem(1)], { headers: { etag: '"v1"' } }));
    await h.get(LIST);
    h.setNow(5_000_000);
    h.net.respond(new Response(null, { status: 304 }));
    await h.get(LIST);
    h.net.respond(new TypeError('offline'));
    const third = await h.get(LIST);
    expect(third.headers.get(HEADERS.storedAt)).toBe('5000000');
    expect(await third.json()).toEqual([listItem(1)]);
    expect(h.messages).toEqual([]);
    // The body was written once, on the miss; the 304 rewrote only the metadata.
    expect(h.writes).toEqual({ set: 1, touch: 1 });
  });

  it('answers a hit with the stored text exactly as the server sent it', async () => {
    const h = harness();
    const sent = JSON.stringify([listItem(1), listItem(2)], null, 2);
    h.net.respond(new Response(sent, { headers: { 'content-type': 'application/json' } }), new TypeError('offline'));
    await h.get(LIST);
    expect(await (await h.get(LIST)).text()).toBe(sent);
  });

  it('treats a 200 with the same ETag or the same text as a confirmation: no message, no body rewrite', async () => {
    const h = harness();
    h.net.respond(jsonResponse([listItem(1)], { headers: { etag: '"v1"' } }));
    await h.get(LIST);
    h.setNow(2_000_000);
    h.net.respond(jsonResponse([listItem(1)], { headers: { etag: '"v1"' } }));
    await h.get(LIST);
    h.setNow(3_000_000);
    h.net.respond(jsonResponse([listItem(1)], { headers: { etag: '"v1-gzip"' } }));
    await h.get(LIST);
    expect(h.messages).toEqual([]);
    expect(h.writes).toEqual({ set: 1, touch: 2 });
    h.net.respond(new Response(null, { status: 304 }));
    await h.get(LIST);
    // The ETag the last confirmation carried is the one sent next.
    expect(h.net.requests[3]?.headers.get('if-none-match')).toBe('"v1-gzip"');
    h.net.respond(new TypeError('offline'));
    expect((await h.get(LIST)).headers.get(HEADERS.storedAt)).toBe('3000000');
  });

  it('stores changed data found by revalidation and posts a cache-updated message', async () => {
    const h = harness();
    h.net.respond(jsonResponse([listItem(1)], { headers: { etag: '"v1"' } }));
    await h.get('/api/games?sort-by=relevance&platform=pc');
    h.setNow(3_000_000);
    h.net.respond(jsonResponse([listItem(1), listItem(2)], { headers: { etag: '"v2"', [HEADERS.catalogueSource]: 'freetogame' } }));
    const stale = await h.get('/api/games?platform=pc&sort-by=relevance');
    expect(await stale.json()).toEqual([listItem(1)]);
    expect(h.messages).toEqual([
      { type: 'cache-updated', url: '/api/games?platform=pc&sort-by=relevance', storedAt: 3_000_000, source: 'freetogame' },
    ]);
    h.net.respond(new TypeError('offline'));
    const fresh = await h.get('/api/games?platform=pc&sort-by=relevance');
    expect(await fresh.json()).toEqual([listItem(1), listItem(2)]);
    expect(fresh.headers.get(HEADERS.storedAt)).toBe('3000000');
  });

  it('posts nothing when revalidation brings the same data', async () => {
    const h = harness();
    h.net.respond(jsonResponse([listItem(1)]));
    await h.get(LIST);
    h.net.respond(jsonResponse([listItem(1)]));
    await h.get(LIST);
    expect(h.messages).toEqual([]);
  });

  it('passes error answers through unchanged and never stores them', async () => {
    const h = harness();
    h.net.respond(jsonResponse({ message: 'The games service is unavailable.' }, { status: 502 }));
    const failed = await h.get(LIST);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ message: 'The games service is unavailable.' });
    h.net.respond(jsonResponse({ message: 'game not found' }, { status: 404 }));
    expect((await h.get('/api/game?id=7')).status).toBe(404);
    // Even a body of the right shape is not stored when the status says it failed.
    h.net.respond(jsonResponse([listItem(9)], { status: 500 }));
    expect((await h.get(LIST)).status).toBe(500);
    expect(await h.storedKeys()).toEqual([]);
  });

  it('never lets an error, HTML or a bad shape replace good data', async () => {
    const h = harness();
    h.net.respond(jsonResponse([listItem(1)]));
    await h.get(LIST);
    h.net.respond(
      jsonResponse({ message: 'boom' }, { status: 500 }),
      jsonResponse([listItem(66)], { status: 503 }),
      new Response('<html>Gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      jsonResponse([{ id: 'not a number', title: 3 }]),
      new Response('[not json', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    for (let i = 0; i < 5; i++) await h.get(LIST);
    h.net.respond(new TypeError('offline'));
    expect(await (await h.get(LIST)).json()).toEqual([listItem(1)]);
    expect(h.messages).toEqual([]);
  });

  it('never stores HTML or a schema-invalid body on a miss', async () => {
    const h = harness();
    h.net.respond(
      new Response('<!doctype html><p>Sorry</p>', { status: 200, headers: { 'content-type': 'text/html' } }),
      jsonResponse({ not: 'a detail' }),
    );
    expect((await h.get(LIST)).headers.get('content-type')).toBe('text/html');
    expect((await h.get('/api/game?id=3')).status).toBe(200);
    expect(await h.storedKeys()).toEqual([]);
  });

  it('answers an offline miss with a 503 that says the view is not saved yet', async () => {
    const h = harness();
    h.net.respond(new TypeError('Failed to fetch'));
    const response = await h.get('/api/games?category=racing');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: "This view isn't saved for offline use yet.", code: OFFLINE_NOT_SAVED });
  });

  it('answers an offline detail that was never opened with what a stored list knows, marked partial', async () => {
    const h = harness();
    h.net.respond(jsonResponse([listItem(4), listItem(5)], { headers: { [HEADERS.catalogueSource]: 'demo' } }));
    await h.get('/api/games');
    h.net.respond(new TypeError('offline'), new TypeError('offline'));
    const partial = await h.get('/api/game?id=5');
    expect(partial.status).toBe(200);
    expect(partial.headers.get(HEADERS.partial)).toBe('list');
    expect(partial.headers.get(HEADERS.storedAt)).toBe('1000000');
    expect(await partial.json()).toEqual(listItem(5));
    expect((await h.get('/api/game?id=99')).status).toBe(503);
  });

  it('serves an opened detail in full offline, without the partial mark', async () => {
    const h = harness();
    h.net.respond(jsonResponse([listItem(5)]), jsonResponse(detail(5)));
    await h.get('/api/games');
    await h.get('/api/game?id=5');
    h.net.respond(new TypeError('offline'));
    const full = await h.get('/api/game?id=5');
    expect(full.headers.get(HEADERS.partial)).toBeNull();
    expect(await full.json()).toEqual(detail(5));
  });
});
