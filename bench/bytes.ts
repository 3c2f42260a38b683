/**
 * What the first route costs in bytes: the entry script of the built index.html with its static
 * imports and modulepreload links, and its stylesheets, each gzip (level 9) and brotli (quality 11),
 * as scripts/precompress.mjs writes them; and the service worker's precache (every file in sw.js's
 * manifest).
 */
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface ByteCount {
  /** Paths relative to the build folder, e.g. assets/index-abc.js. */
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BytesReport {
  js: ByteCount;
  css: ByteCount;
  precache: ByteCount;
}

/** Sizes of one file as sent plain, gzip and brotli. */
async function fileSizes(appDir: string, file: string): Promise<Omit<ByteCount, 'files'>> {
  const data = await readFile(join(appDir, file));
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }).length,
  };
}

/** Totals over several files of the build. */
export async function countBytes(appDir: string, files: readonly string[]): Promise<ByteCount> {
  const total: ByteCount = { files: [...files], raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = await fileSizes(appDir, file);
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

/** A URL of index.html (`/assets/x.js`) as a path in the build folder; undefined for other origins. */
function localPath(url: string): string | undefined {
  if (/^[a-z]+:|^\/\//i.test(url)) return undefined;
  return url.replace(/^\//, '').split(/[?#]/)[0];
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([a-z-]+)\s*=\s*["']([^"']*)["']/gi)) found.set((match[1] ?? '').toLowerCase(), match[2] ?? '');
  return found;
}

/** The files a module imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(source: string, from: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) {
    const specifier = match[1] ?? '';
    if (specifier.startsWith('.')) found.push(posix.normalize(posix.join(posix.dirname(from), specifier)));
    else if (specifier.startsWith('/')) found.push(specifier.slice(1));
  }
  return found;
}

/** The entry scripts and everything they import statically, and the stylesheets of index.html. */
async function firstRouteFiles(appDir: string): Promise<{ js: string[]; css: string[] }> {
  const html = await readFile(join(appDir, 'index.html'), 'utf8');
  const queue: string[] = [];
  const css: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const rel = attrs.get('rel')?.toLowerCase();
    const src = tag.toLowerCase().startsWith('<script') ? attrs.get('src') : attrs.get('href');
    const path = src === undefined ? undefined : localPath(src);
    if (!path) continue;
    if (tag.toLowerCase().startsWith('<script') || rel === 'modulepreload') queue.push(path);
    else if (rel === 'stylesheet') css.push(path);
  }
  const js = new Set<string>();
  // Bounded by the number of files in the build: each file is read once.
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === undefined || js.has(file)) continue;
    js.add(file);
    queue.push(...staticImports(await readFile(join(appDir, file), 'utf8'), file));
  }
  return { js: [...js], css };
}

/** The URLs of the precache manifest that vite-plugin-pwa (injectManifest) wrote into sw.js. */
async function precacheFiles(appDir: string): Promise<string[]> {
  const sw = await readFile(join(appDir, 'sw.js'), 'utf8');
  const files = new Set<string>();
  for (const [entry] of sw.matchAll(/\{[^{}]*"revision"[^{}]*\}/g)) {
    const url = /"url"\s*:\s*"([^"]+)"/.exec(entry)?.[1];
    const path = url === undefined ? undefined : localPath(url);
    if (path) files.add(path);
  }
  if (files.size === 0) throw new Error('sw.js holds no precache manifest ({"revision", "url"} entries)');
  return [...files];
}

export async function measureBytes(appDir: string): Promise<BytesReport> {
  const first = await firstRouteFiles(appDir);
  if (first.js.length === 0) throw new Error('index.html loads no module script');
  return {
    js: await countBytes(appDir, first.js),
    css: await countBytes(appDir, first.css),
    precache: await countBytes(appDir, await precacheFiles(appDir)),
  };
}
