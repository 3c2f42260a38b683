import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '../../../src/contract/api.js';
import { parseGamesQuery } from '../../../src/contract/games-query.js';
import { sendResponse } from '../../games/cache/send-response.js';
import type { Resolution } from '../../games/catalogue/catalogue-service.js';
import { readGameIdQuery } from '../../games/catalogue/game-id-params.js';
import { sendError } from '../../games/send-error.js';
import fp from 'fastify-plugin';
import { rateLimitAddress } from '../../security/client-address.js';
import type { FastifyReply, FastifyRequest } from 'fastify';

function searchParams(request: FastifyRequest): URLSearchParams {
  const query = request.url.indexOf('?');
  return new URLSearchParams(query === -1 ? '' : request.url.slice(query + 1));
}

function send(request: FastifyRequest, reply: FastifyReply, resolution: Resolution): FastifyReply {
  if (!resolution.ok) return sendError(reply, resolution.status, resolution.message, resolution.source, resolution.retryAfterSeconds);
  return sendResponse(request, reply, resolution.response, resolution);
}

/** `GET /api/games` and `GET /api/game?id=N`: parameters checked before any upstream call. */
export const gamesRoutes: FastifyPluginAsync = fp(async (fastify) => {
  const { catalogue } = fastify;
  fastify.get(API_PATHS.games, async (request, reply) => {
    const parsed = parseGamesQuery(searchParams(request));
    if (!parsed.ok) return sendError(reply, 400, parsed.message, catalogue.primarySource);
    return send(request, reply, await catalogue.list(parsed.query, rateLimitAddress(request.ip)));
  });

  fastify.get(API_PATHS.game, async (request, reply) => {
    const parsed = readGameIdQuery(searchParams(request));
    if (!parsed.ok) return sendError(reply, 400, parsed.message, catalogue.primarySource);
    return send(request, reply, await catalogue.detail(parsed.id, rateLimitAddress(request.ip)));
  });
}, { name: 'games-api-routes', dependencies: ['games-catalogue'], encapsulate: true });
