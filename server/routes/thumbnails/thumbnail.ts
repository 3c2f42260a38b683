import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '../../../src/contract/api.js';
import { readGameId } from '../../games/catalogue/game-id-params.js';
import { sendError } from '../../games/send-error.js';
import fp from 'fastify-plugin';
import { rateLimitAddress } from '../../security/client-address.js';
import { sendImage } from './send-image.js';

/** `GET /thumbnails/:id` (a game's image) and `GET /screenshots/:id` (one screenshot), same-origin. */
export const thumbnailRoute: FastifyPluginAsync = fp(async (fastify) => {
  const { thumbnails, screenshots } = fastify;
  fastify.get<{ Params: { id: string } }>(`${API_PATHS.thumbnails}/:id`, async (request, reply) => {
    const parsed = readGameId(request.params.id);
    if (!parsed.ok) return sendError(reply, 400, parsed.message, thumbnails.primarySource);
    return sendImage(request, reply, await thumbnails.get(parsed.id, rateLimitAddress(request.ip)));
  });
  fastify.get<{ Params: { id: string } }>(`${API_PATHS.screenshots}/:id`, async (request, reply) => {
    // Screenshot ids are whole numbers like game ids.
    const parsed = readGameId(request.params.id, 'Screenshot id');
    if (!parsed.ok) return sendError(reply, 400, parsed.message, screenshots.primarySource);
    return sendImage(request, reply, await screenshots.get(parsed.id, rateLimitAddress(request.ip)));
  });
}, { name: 'thumbnail-routes', dependencies: ['game-images'], encapsulate: true });
