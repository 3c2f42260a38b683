/**
 * The built app (vite's dist/app) at `/`, with its precompressed .br/.gz siblings. Hashed files under
 * /assets/ are cached for a year; everything else (index.html, sw.js, the manifest) is revalidated
 * on every use, so a new release reaches people at once. Without a build the API still runs and `/`
 * says what to do.
 */
import { existsSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const NOT_BUILT_MESSAGE = 'The app has not been built yet: run `npm run build` (or `npm start`), then start the server again.';

const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;

// vite names its output assets/<name>-<hash>.<ext>; the hash is 8 or more URL-safe characters.
const HASHED_ASSET = /^assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/i;

/** The Cache-Control for a file at `path` (relative to the app folder, with / separators). */
export function cacheControlFor(path: string): string {
  return HASHED_ASSET.test(path.replace(/\.(br|gz)$/, '')) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;
}

export interface StaticAppOptions {
  staticDir: string;
}

export const staticAppPlugin = fp<StaticAppOptions>(async (app, { staticDir }) => {
  if (!existsSync(staticDir)) {
    app.log.warn({ staticDir }, 'no built app found; serving the API only');
    app.get('/', async (_request, reply) => reply.code(503).header('cache-control', 'no-store').send({ message: NOT_BUILT_MESSAGE }));
    return;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    preCompressed: true,
    // Cache-Control is ours (below); send's default would give every file the same max-age.
    cacheControl: false,
    dotfiles: 'ignore',
    index: ['index.html'],
    setHeaders(response, path) {
      const file = relative(staticDir, path).split(sep).join('/');
      response.setHeader('cache-control', cacheControlFor(file));
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
}, { name: 'static-app', encapsulate: true });
