/** Wires games' thumbnails and screenshots in, for routes/thumbnails. */
import fp from 'fastify-plugin';
import { createGameImages, type GameImagesOptions } from '../../games/images/game-images.js';
import type { ThumbnailService } from '../../games/images/thumbnail-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Games' thumbnails, fetched once from the service's own hosts or drawn for demo games. */
    thumbnails: ThumbnailService;
    /** Games' screenshots by screenshot id, fetched once from the service's own image folder. */
    screenshots: ThumbnailService;
  }
}

export const gameImagesPlugin = fp<GameImagesOptions>(async (fastify, options) => {
  const images = createGameImages(fastify.gamesUpstream, fastify.gamesCatalogue, options, fastify.log.child({ module: 'games' }));
  fastify.decorate('thumbnails', images.thumbnails);
  fastify.decorate('screenshots', images.screenshots);
}, { name: 'game-images', dependencies: ['games-upstream', 'games-catalogue'] });
