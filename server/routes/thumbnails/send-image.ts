import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS } from '../../../src/contract/api.js';
import { matchesEtag } from '../../games/cache/negotiate.js';
import { sendError } from '../../games/send-error.js';
import type { ImageResult } from '../../games/images/image-store.js';

/** Images change rarely and their URL names them: browsers may keep them 30 days. */
const THUMBNAIL_CACHE_CONTROL = 'public, max-age=2592000';

/** Sends a proxied image (a thumbnail or a screenshot) or its error, with a strong ETag and a bodiless 304. */
export function sendImage(request: FastifyRequest, reply: FastifyReply, result: ImageResult): FastifyReply {
  if (!result.ok) return sendError(reply, result.status, result.message, result.source, result.retryAfterSeconds);
  reply
    .header('content-type', result.contentType)
    .header('cache-control', THUMBNAIL_CACHE_CONTROL)
    .header('etag', `"${result.etag}"`)
    .header('x-content-type-options', 'nosniff')
    .header(HEADERS.catalogueSource, result.source)
    .header(HEADERS.cache, result.cache);
  // Our SVG has no script; this keeps it inert even if opened on its own.
  if (result.contentType.startsWith('image/svg')) reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'");
  if (matchesEtag(request.headers['if-none-match'], result.etag)) return reply.code(304).send();
  return reply.send(result.bytes);
}
