import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS, type CatalogueSource } from '../../../src/contract/api.js';
import { matchesEtag, pickEncoding, type Encoding } from './negotiate.js';
import type { PreparedAnswer } from './prepared-answer.js';

export type CacheState = 'hit' | 'miss' | 'stale';

/**
 * Sends a prepared answer as stored: the encoding the client prefers, `Vary: Accept-Encoding`,
 * a strong ETag per encoding and a bodiless 304 when If-None-Match names it.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  meta: { source: CatalogueSource; cache: CacheState },
): FastifyReply {
  const available = new Set<Encoding>(['identity']);
  if (answer.gzip) available.add('gzip');
  if (answer.br) available.add('br');
  const encoding = pickEncoding(request.headers['accept-encoding'], available);
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('vary', 'Accept-Encoding')
    // Browsers revalidate every time; the ETag makes that a cheap 304.
    .header('cache-control', 'no-cache')
    .header(HEADERS.catalogueSource, meta.source)
    .header(HEADERS.cache, meta.cache);
  if (answer.status === 200) {
    reply.header('etag', `"${answer.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`);
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  }
  const body = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : undefined;
  if (body) reply.header('content-encoding', encoding);
  return reply.code(answer.status).send(body ?? answer.identity);
}
