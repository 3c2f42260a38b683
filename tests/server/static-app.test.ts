import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor } from '../../server/plugins/app/static-files.js';
import { makeTempDir, removeTempDirs } from './helpers/temp-dir.js';
import { buildTestApp, testConfig } from './helpers/test-app.js';

const INDEX = `<!doctype html><html><head><title>Freeplay</title></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const SCRIPT = `console.log("freeplay");${'/* padding */'.repeat(200)}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A fake vite build: hashed assets with precompressed siblings, the shell files, an image. */
function fakeBuild(): string {
  const dir = makeTempDir();
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(join(dir, 'assets', 'index-B3xY_9kQ.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-B3xY_9kQ.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'index-B3xY_9kQ.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'assets', 'index-Cq1-2zZa.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Freeplay"}');
  writeFileSync(join(dir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dir;
}

afterAll(removeTempDirs);

describe('the built app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = buildTestApp(testConfig({ staticDir: fakeBuild() }));
    await app.ready();
    return () => app.close();
  });

  it('serves index.html at / with no-cache', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('serves hashed assets for a year, immutable, brotli or gzip as the browser accepts', async () => {
    const br = await app.inject({ url: '/assets/index-B3xY_9kQ.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await app.inject({ url: '/assets/index-B3xY_9kQ.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url: '/assets/index-B3xY_9kQ.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves a hashed asset without compressed siblings, still immutable', async () => {
    const response = await app.inject({ url: '/assets/index-Cq1-2zZa.css', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves index.html compressed too, still no-cache', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates the service worker, the manifest and other unhashed files every time', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/icon.png', '/index.html']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the security headers with files', async () => {
    const response = await app.inject('/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a JSON 404 for missing files and paths outside the folder', async () => {
    for (const url of ['/assets/missing-AAAAAAAA.js', '/api/unknown', '/user/unknown', '/../package.json', '/%2e%2e/package.json']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('sends a strong ETag per encoding and a bodiless 304 when If-None-Match names it', async () => {
    const url = '/assets/index-B3xY_9kQ.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    const tag = plain.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(br.headers.etag).toBe(`${tag.slice(0, -1)}-br"`);
    const again = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    const other = await app.inject({ url, headers: { 'if-none-match': '"somethingelse"' } });
    expect(other.statusCode).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/assets/index-B3xY_9kQ.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.rawPayload).toHaveLength(0);
  });

  it('gives each kind of file its content type', async () => {
    const types: Record<string, RegExp> = { '/sw.js': /^text\/javascript/, '/manifest.webmanifest': /^application\/manifest\+json/, '/icon.png': /^image\/png$/, '/assets/index-Cq1-2zZa.css': /^text\/css/ };
    for (const [url, type] of Object.entries(types)) expect((await app.inject(url)).headers['content-type'], url).toMatch(type);
  });

  it('serves the files from memory, read once at start: a file removed from disk afterwards is still served', async () => {
    const dir = fakeBuild();
    const started = buildTestApp(testConfig({ staticDir: dir }));
    await started.ready();
    rmSync(join(dir, 'assets'), { recursive: true });
    rmSync(join(dir, 'index.html'));
    const script = await started.inject({ url: '/assets/index-B3xY_9kQ.js', headers: { 'accept-encoding': 'br' } });
    expect(script.statusCode).toBe(200);
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(SCRIPT);
    expect((await started.inject('/')).body).toBe(INDEX);
    await started.close();
  });

  it('keeps the API working beside the files', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
  });
});

describe('without a build', () => {
  it('still serves the API, and / says to run npm run build with a 503 JSON message', async () => {
    const app = buildTestApp(testConfig({ staticDir: '/nonexistent/freeplay/dist/app' }));
    const home = await app.inject('/');
    expect(home.statusCode).toBe(503);
    expect(home.json().message).toContain('npm run build');
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['assets/index-B3xY_9kQ.js', IMMUTABLE],
    ['assets/index-B3xY_9kQ.js.br', IMMUTABLE],
    ['assets/vendor-react-DJk82_aL.css.gz', IMMUTABLE],
    ['assets/logo.svg', 'no-cache'],
    ['index.html', 'no-cache'],
    ['sw.js', 'no-cache'],
    ['manifest.webmanifest', 'no-cache'],
    ['workbox-4b126c97.js', 'no-cache'],
  ])('%s -> %s', (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});
