/**
 * The built app at `/`, served from memory (static-files.ts reads it once at start): the encoding
 * the browser prefers among the precompressed ones, `Vary: Accept-Encoding`, a strong ETag per
 * encoding and a bodiless 304 when If-None-Match names it. Hashed files under /assets/ are cached
 * for a year; everything else (index.html, sw.js, the manifest) is revalidated on every use, so a
 * new release reaches people at once. Without a build the API still runs and `/` says what to do.
 *
 * Our own plugin rather than @fastify/static: that one opens, stats and streams the file from disk
 * on every request (through `send`) and has no in-memory mode, which held the main script to about
 * 500 requests a second; a rebuilt dist/app is picked up at the next start.
 */
import { existsSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchesEtag, pickEncoding, type Encoding } from '../../games/cache/negotiate.js';
import { loadStaticFiles, type StaticFile } from './static-files.js';

const NOT_BUILT_MESSAGE = 'The app has not been built yet: run `npm run build` (or `npm start`), then start the server again.';

export interface StaticAppOptions {
  staticDir: string;
}

interface Served extends StaticFile {
  encodings: ReadonlySet<Encoding>;
}

function served(file: StaticFile): Served {
  const encodings = new Set<Encoding>(['identity']);
  if (file.br) encodings.add('br');
  if (file.gzip) encodings.add('gzip');
  return { ...file, encodings };
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: Served): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding'], file.encodings);
  reply
    .header('content-type', file.contentType)
    .header('cache-control', file.cacheControl)
    .header('vary', 'Accept-Encoding')
    .header('etag', `"${file.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`);
  if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : undefined;
  if (body) reply.header('content-encoding', encoding);
  return reply.send(body ?? file.identity);
}

export const staticAppPlugin = fp<StaticAppOptions>(async (app, { staticDir }) => {
  if (!existsSync(staticDir)) {
    // Said once listening, so that `npm start`'s line for people comes first.
    app.addHook('onListen', async () => app.log.warn({ staticDir }, 'no built app found; serving the API only'));
    app.get('/', async (_request, reply) => reply.code(503).header('cache-control', 'no-store').send({ message: NOT_BUILT_MESSAGE }));
    return;
  }
  const files = new Map([...(await loadStaticFiles(staticDir))].map(([path, file]) => [path, served(file)]));
  // GET (and the HEAD Fastify derives from it) for any path no other route has; what is not a file
  // of the app gets the app's JSON 404.
  app.get('/*', (request, reply) => {
    const query = request.url.indexOf('?');
    const raw = query === -1 ? request.url : request.url.slice(0, query);
    let path: string | undefined;
    try {
      path = decodeURIComponent(raw);
    } catch {
      path = undefined;
    }
    const file = path === undefined ? undefined : files.get(path);
    return file ? sendFile(request, reply, file) : reply.callNotFound();
  });
}, { name: 'static-app', encapsulate: true });
