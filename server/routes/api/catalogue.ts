/**
 * `GET /api/catalogue`: the catalogue index, compressed once and sent with an ETag like the other
 * API answers. It takes no parameters, so any query string is refused with a 400 before any work.
 */
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '../../../src/contract/api.js';
import { echoed } from '../../../src/contract/echoed.js';
import { sendResponse } from '../../games/cache/send-response.js';
import { sendError } from '../../games/send-error.js';
import fp from 'fastify-plugin';

/** Needs the `catalogueIndex` of plugins/app/catalogue-index.ts. */
export const catalogueRoute: FastifyPluginAsync = fp(async (fastify) => {
  const keeper = fastify.catalogueIndex;
  fastify.get(API_PATHS.catalogue, async (request, reply) => {
    const search = request.url.indexOf('?');
    const names = [...new URLSearchParams(search === -1 ? '' : request.url.slice(search + 1)).keys()];
    if (names.length > 0) {
      return sendError(reply, 400, `Unknown parameter "${echoed(names[0] ?? '')}": /api/catalogue takes no parameters.`, keeper.primarySource);
    }
    const result = await keeper.respond();
    if (!result.ok) return sendError(reply, 502, result.message, result.source);
    return sendResponse(request, reply, result.response, { source: result.source, cache: 'hit' });
  });
}, { name: 'catalogue-api-route', dependencies: ['catalogue-index'], encapsulate: true });
