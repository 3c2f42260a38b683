// Builds the app once into a temporary folder (or reads the build named by FREEPLAY_APP_DIST) and
// checks what the service worker precaches and what the built page carries.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureBytes } from '../../bench/bytes.js';
import { TARGETS } from '../../bench/checks.js';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
let outDir = process.env.FREEPLAY_APP_DIST ?? '';
let temporary: string | undefined;

beforeAll(async () => {
  if (outDir) return;
  temporary = await mkdtemp(join(tmpdir(), 'freeplay-build-'));
  outDir = join(temporary, 'app');
  await run(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    // Vitest sets NODE_ENV=test, which Vite would pass on to the bundle (React's development build).
    env: { ...process.env, NODE_ENV: 'production' },
    timeout: 180_000,
    maxBuffer: 16 * 1024 * 1024,
  });
}, 200_000);

afterAll(async () => {
  if (temporary) await rm(temporary, { recursive: true, force: true });
});

const read = (file: string) => readFile(join(outDir, file), 'utf8');

/** The URLs of the precache manifest that the build injected into sw.js. */
async function precachedUrls(): Promise<string[]> {
  const worker = await read('sw.js');
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('the production build', () => {
  it('precaches the app shell, the manifest and the icons', async () => {
    const urls = await precachedUrls();
    expect(urls).toEqual(expect.arrayContaining([
      'index.html',
      'manifest.webmanifest',
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
