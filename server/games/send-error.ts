import type { FastifyReply } from 'fastify';
import { HEADERS, type CatalogueSource } from '../../src/contract/api.js';

/** A JSON error response `{message}` that no cache keeps; Retry-After on 429 and 503. */
export function sendError(reply: FastifyReply, status: number, message: string, source: CatalogueSource, retryAfterSeconds?: number): FastifyReply {
  reply.header('cache-control', 'no-store').header(HEADERS.catalogueSource, source);
  if (status === 503 || status === 429) reply.header('retry-after', String(retryAfterSeconds ?? 2));
  return reply.code(status).send({ message });
}
