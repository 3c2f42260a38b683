import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../../tools/fake-upstream.js';
import { buildGamesApp } from './build-games-app.js';

describe('answer encodings and validators', () => {
  let fake: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    fake = await startFakeUpstream();
    app = await buildGamesApp({ freetogameApiUrl: fake.url });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('decodes gzip and brotli to the same JSON as the identity answer', async () => {
    const plain = await app.inject('/api/games');
    const gzip = await app.inject({ url: '/api/games', headers: { 'accept-encoding': 'gzip' } });
    const br = await app.inject({ url: '/api/games', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    for (const answer of [plain, gzip, br]) {
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    }
    expect(plain.json<unknown[]>().length).toBe(418);
  });

  it('honours q-values: refused encodings are not used', async () => {
    const noBrotli = await app.inject({ url: '/api/games', headers: { 'accept-encoding': 'br;q=0, gzip;q=0.5' } });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const identityOnly = await app.inject({ url: '/api/games', headers: { 'accept-encoding': 'identity' } });
    expect(identityOnly.headers['content-encoding']).toBeUndefined();
    const wildcard = await app.inject({ url: '/api/games', headers: { 'accept-encoding': '*' } });
    expect(wildcard.headers['content-encoding']).toBe('br');
  });

  it('sends a strong ETag and answers a matching If-None-Match with an empty 304', async () => {
    const first = await app.inject({ url: '/api/games?platform=browser', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await app.inject({ url: '/api/games?platform=browser', headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['x-catalogue-source']).toBe('freetogame');
    // The same JSON in another encoding is the same resource: still 304.
    const plain = await app.inject({ url: '/api/games?platform=browser', headers: { 'if-none-match': `"other", ${etag}` } });
    expect(plain.statusCode).toBe(304);
  });

  it('answers 200 when the ETag names something else', async () => {
    const other = await app.inject('/api/games?platform=pc');
    const answer = await app.inject({ url: '/api/games?platform=browser', headers: { 'if-none-match': String(other.headers.etag) } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.etag).not.toBe(other.headers.etag);
  });

  it('serves a hit without serialising JSON again', async () => {
    await app.inject('/api/games?sort-by=popularity');
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const hit = await app.inject({ url: '/api/games?sort-by=popularity', headers: { 'accept-encoding': 'gzip' } });
      expect(hit.headers['x-cache']).toBe('hit');
      expect(stringify).not.toHaveBeenCalled();
    } finally {
      stringify.mockRestore();
    }
  });
});
