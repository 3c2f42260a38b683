// Checks the production build: what the service worker precaches and what the built page carries.
// It reads the app build the end-to-end suite serves (tests/e2e/support/build.ts: `vite build` with
// NODE_ENV=production and the project's Vite config, then precompressed), making it first when it is
// missing or older than a source, so `npm test` builds the app once for both. That build differs from
// `npm run build` in one setting only, the list spinner's length (VITE_LIST_SPINNER_MS), a number.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { measureBytes } from '../../bench/bytes.js';
import { TARGETS } from '../../bench/checks.js';
import { APP_BUILD_LOG, APP_DIR, buildApp, freshAppBuild, SUITE_BUILD } from '../e2e/support/build.js';

const root = join(import.meta.dirname, '..', '..');
const outDir = APP_DIR;
/** What the build printed at Vite's warning level. */
let buildLog = '';

beforeAll(async () => {
  if (!freshAppBuild(SUITE_BUILD)) await buildApp(SUITE_BUILD);
  buildLog = await readFile(APP_BUILD_LOG, 'utf8');
}, 250_000);

const read = (file: string) => readFile(join(outDir, file), 'utf8');

/** The URLs of the precache manifest that the build injected into sw.js. */
async function precachedUrls(): Promise<string[]> {
  const worker = await read('sw.js');
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('the production build', () => {
  it('prints no warning, a deprecated option included (the worker is one file through codeSplitting: false)', () => {
    expect(buildLog.split('\n').filter((line) => /warn|deprecat/i.test(line))).toEqual([]);
    expect(buildLog).toContain('sw.mjs');
  });

  it('precaches the app shell, the manifest and the icons', async () => {
    const urls = await precachedUrls();
    expect(urls).toEqual(expect.arrayContaining([
      'index.html',
      'manifest.webmanifest',
      'icons/favicon-32.png',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/icon-512-maskable.png',
    ]));
    expect(urls.some((url) => /^assets\/.+\.js$/.test(url))).toBe(true);
    expect(urls.some((url) => /^assets\/.+\.css$/.test(url))).toBe(true);
  });

  it('does not precache the service worker itself, compressed copies, or anything twice', async () => {
    const urls = await precachedUrls();
    expect(urls).not.toContain('sw.js');
    expect(urls.filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('emits a worker that loads as a classic script (no import or export statements)', async () => {
    const worker = await read('sw.js');
    expect(worker).not.toMatch(/(^|[;}\s])(import\s*[{*\w]|export\s*[{*\w])/m);
    expect(worker).not.toContain('self.__WB_MANIFEST');
  });

  it('links one manifest, the generated one, and has no inline script', async () => {
    const html = await read('index.html');
    const links = [...html.matchAll(/<link\b[^>]*rel="manifest"[^>]*>/g)].map((match) => match[0]);
    expect(links).toHaveLength(1);
    expect(links[0]).toContain('href="/manifest.webmanifest"');
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((tag) => !/\bsrc=/.test(tag))).toEqual([]);
  });

  it("links one favicon, the size it claims and a few KB: a first visit fetches it beside the page's own requests", async () => {
    const html = await read('index.html');
    const links = [...html.matchAll(/<link\b[^>]*rel="icon"[^>]*>/g)].map((match) => match[0]);
    expect(links).toHaveLength(1);
    const href = /href="\/([^"]+)"/.exec(links[0] ?? '')?.[1] ?? '';
    const file = await readFile(join(outDir, href));
    const png = PNG.sync.read(file);
    expect(links[0]).toContain(`sizes="${png.width}x${png.height}"`);
    expect(png.width).toBeLessThanOrEqual(48);
    expect(file.byteLength).toBeLessThan(4_096);
  });

  it('keeps the first route within its gzip budgets, and Browse\'s search out of it', async () => {
    const bytes = await measureBytes(outDir);
    expect(bytes.js.gzip).toBeLessThanOrEqual(TARGETS.jsGzipBytes);
    expect(bytes.css.gzip).toBeLessThanOrEqual(TARGETS.cssGzipBytes);
    // Fuzzy search comes with the Browse page, on demand (its chunk is named after search-games.ts).
    expect(bytes.js.files.some((file) => /search-games|BrowsePage/.test(file))).toBe(false);
    // Imported statically, fuzzysort would be merged into the entry chunk under its name, so look
    // for its own property names, which minifying keeps; they must be in the build, just not there.
    const fuzzysortOnly = /_nextBeginningIndexes|_targetLowerCodes/;
    const carrying = async (files: string[]) => {
      const found: string[] = [];
      for (const file of files) if (fuzzysortOnly.test(await read(file))) found.push(file);
      return found;
    };
    expect(await carrying(bytes.js.files)).toEqual([]);
    const allScripts = (await readdir(join(outDir, 'assets'))).filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`);
    expect(await carrying(allScripts)).not.toEqual([]);
  });

  it('serves the root manifest.webmanifest as the built manifest', async () => {
    const built: unknown = JSON.parse(await read('manifest.webmanifest'));
    const source: unknown = JSON.parse(await readFile(join(root, 'manifest.webmanifest'), 'utf8'));
    expect(built).toEqual(source);
  });
});
