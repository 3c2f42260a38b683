import type { FastifyReply } from 'fastify';
import { HEADERS, type CatalogueSource } from '../../src/contract/api.js';

/** A JSON error answer `{message}` that no cache keeps; Retry-After on 503. */
export function sendError(reply: FastifyReply, status: number, message: string, source: CatalogueSource): FastifyReply {
  reply.header('cache-control', 'no-store').header(HEADERS.catalogueSource, source);
  if (status === 503) reply.header('retry-after', '2');
  return reply.code(status).send({ message });
}
