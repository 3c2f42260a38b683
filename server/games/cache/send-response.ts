import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS, type CatalogueSource } from '../../../src/contract/api.js';
import { matchesEtag, pickEncoding, type Encoding } from './negotiate.js';
import type { PreparedResponse } from './prepared-response.js';

export type CacheState = 'hit' | 'miss' | 'stale';

/**
 * Sends a prepared response as stored: the encoding the client prefers, `Vary: Accept-Encoding`,
 * a strong ETag per encoding and a bodiless 304 when If-None-Match names it.
 */
export function sendResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: PreparedResponse,
  meta: { source: CatalogueSource; cache: CacheState },
): FastifyReply {
  const available = new Set<Encoding>(['identity']);
  if (response.gzip) available.add('gzip');
  if (response.br) available.add('br');
  const encoding = pickEncoding(request.headers['accept-encoding'], available);
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('vary', 'Accept-Encoding')
    // Browsers revalidate every time; the ETag makes that a cheap 304.
    .header('cache-control', 'no-cache')
    .header(HEADERS.catalogueSource, meta.source)
    .header(HEADERS.cache, meta.cache);
  if (response.status === 200) {
    reply.header('etag', `"${response.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`);
    if (matchesEtag(request.headers['if-none-match'], response.etag)) return reply.code(304).send();
  }
  const body = encoding === 'br' ? response.br : encoding === 'gzip' ? response.gzip : undefined;
  if (body) reply.header('content-encoding', encoding);
  return reply.code(response.status).send(body ?? response.identity);
}
