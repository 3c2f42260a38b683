/** Wires the catalogue in: game lists and details for routes/api, and the URL rules images and the index share. */
import fp from 'fastify-plugin';
import type { CatalogueService } from '../../games/catalogue/catalogue-service.js';
import { createGamesCatalogue, type GamesCatalogue, type GamesCatalogueOptions } from '../../games/catalogue/games-catalogue.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Game lists and details, from cache, the games service or the demo catalogue. */
    catalogue: CatalogueService;
    /** The catalogue's URL rules and the image URLs they learnt. */
    gamesCatalogue: GamesCatalogue;
  }
}

export const gamesCataloguePlugin = fp<GamesCatalogueOptions>(async (fastify, options) => {
  const catalogue = createGamesCatalogue(fastify.gamesUpstream, options, fastify.log.child({ module: 'games' }));
  fastify.decorate('gamesCatalogue', catalogue);
  fastify.decorate('catalogue', catalogue.service);
}, { name: 'games-catalogue', dependencies: ['games-upstream'] });
