// After `vite build`: writes brotli (.br) and gzip (.gz) copies beside every compressible file over
// 1 KB in dist/app, so the server sends them as they are, with no compression work per request.
// Usage: node scripts/precompress.mjs [folder]   (dist/app by default)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map']);
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Every file below `dir`, recursively. */
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses one file both ways; a copy that is not smaller is not written. Returns bytes saved. */
async function compressFile(path) {
  const source = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  let written = 0;
  for (const [suffix, data] of [['.br', br], ['.gz', gzipped]]) {
    if (data.length < source.length) {
      await writeFile(path + suffix, data);
      written += 1;
    }
  }
  return { original: source.length, brotli: br.length, written };
}

async function precompress(dir) {
  const root = resolve(dir);
  const info = await stat(root).catch(() => undefined);
  if (!info?.isDirectory()) throw new Error(`${root} does not exist; run vite build first`);
  let files = 0;
  let before = 0;
  let after = 0;
  for await (const path of walk(root)) {
    if (!COMPRESSIBLE.has(extname(path).toLowerCase())) continue;
    if ((await stat(path)).size <= MIN_BYTES) continue;
    const result = await compressFile(path);
    if (result.written === 0) continue;
    files += 1;
    before += result.original;
    after += result.brotli;
    console.log(`  ${relative(root, path)}  ${kb(result.original)} -> ${kb(result.brotli)} (br)`);
  }
  console.log(`precompress: ${files} files, ${kb(before)} -> ${kb(after)} with brotli`);
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

precompress(process.argv[2] ?? 'dist/app').catch((error) => {
  console.error(`precompress: ${error.message}`);
  process.exit(1);
});
