import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, HEADERS } from '../../../src/contract/api.js';
import { matchesEtag } from '../../plugins/app/games/cache/negotiate.js';
import { readGameId } from '../../plugins/app/games/game-id-params.js';
import { sendError } from '../../plugins/app/games/send-error.js';
import { namedPlugin } from '../../plugins/named-plugin.js';

/** Thumbnails change rarely and their URL names the game: browsers may keep them 30 days. */
export const THUMBNAIL_CACHE_CONTROL = 'public, max-age=2592000';

/** `GET /thumbnails/:id`: the game's image, same-origin. */
export const thumbnailRoute: FastifyPluginAsync = namedPlugin('thumbnail-routes', async (fastify) => {
  const { thumbnails } = fastify;
  fastify.get<{ Params: { id: string } }>(`${API_PATHS.thumbnails}/:id`, async (request, reply) => {
    const parsed = readGameId(request.params.id);
    if (!parsed.ok) return sendError(reply, 400, parsed.message, thumbnails.primarySource);
    const result = await thumbnails.get(parsed.id);
    if (!result.ok) return sendError(reply, result.status, result.message, result.source);
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
  });
});
