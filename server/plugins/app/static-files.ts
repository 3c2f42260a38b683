/**
 * The built app (vite's dist/app, precompressed by scripts/precompress.mjs) read into memory once at
 * start: every file with its .br and .gz siblings, its content type, Cache-Control and ETag, so a
 * request costs a map lookup and a write, never a file-system call (README.md, "Performance").
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { formatBytes } from '../../../src/contract/format-bytes.js';

const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;

/** More than this in the folder (the app is under 1 MB) is a wrong STATIC folder, not an app: the start stops. */
const MAX_STATIC_BYTES = 64 * 1024 * 1024;

// vite names its output assets/<name>-<hash>.<ext>; the hash is 8 or more URL-safe characters.
const HASHED_ASSET = /^assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** One file of the app, ready to send. */
export interface StaticFile {
  contentType: string;
  cacheControl: string;
  /** The strong validator's base: a hash of the identity bytes (unquoted); encodings add -br / -gzip. */
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** The Cache-Control for a file at `path` (relative to the app folder, with / separators). */
export function cacheControlFor(path: string): string {
  return HASHED_ASSET.test(path.replace(/\.(br|gz)$/, '')) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;
}

function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Every regular file below `dir` as a path relative to it with / separators; dotfiles and symlinks are left out. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(dir, path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/**
 * The app's files by URL path (`/`, `/index.html`, `/assets/index-….js`): a folder's index.html is
 * also its own path with a trailing slash. The .br and .gz siblings are variants of their file, not
 * paths of their own.
 */
export async function loadStaticFiles(dir: string): Promise<Map<string, StaticFile>> {
  const paths = await listFiles(dir);
  const present = new Set(paths);
  const files = new Map<string, StaticFile>();
  let bytes = 0;
  const read = async (path: string) => {
    const data = await readFile(join(dir, path));
    bytes += data.length;
    if (bytes > MAX_STATIC_BYTES) throw new Error(`the built app in ${dir} holds more than ${formatBytes(MAX_STATIC_BYTES)}; is it the right folder?`);
    return data;
  };
  for (const path of paths) {
    const sibling = /^(.*)\.(br|gz)$/.exec(path);
    if (sibling && present.has(sibling[1] ?? '')) continue;
    const identity = await read(path);
    const file: StaticFile = {
      contentType: contentTypeFor(path),
      cacheControl: cacheControlFor(path),
      etag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
      identity,
    };
    if (present.has(`${path}.br`)) file.br = await read(`${path}.br`);
    if (present.has(`${path}.gz`)) file.gzip = await read(`${path}.gz`);
    files.set(`/${path}`, file);
    if (path === 'index.html' || path.endsWith('/index.html')) files.set(`/${path.slice(0, -'index.html'.length)}`, file);
  }
  return files;
}
