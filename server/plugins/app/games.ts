/** The games domain's plugins, registered in order with their part of one set of options (app.ts, tests and bench alike). */
import type { FastifyInstance } from 'fastify';
import type { GamesCatalogueOptions } from '../../games/catalogue/games-catalogue.js';
import type { CatalogueIndexOptions } from '../../games/catalogue-index/catalogue-index.js';
import type { GameImagesOptions } from '../../games/images/game-images.js';
import type { GamesUpstreamOptions } from '../../games/upstream/games-upstream.js';
import { catalogueIndexPlugin } from './catalogue-index.js';
import { gameImagesPlugin } from './game-images.js';
import { gamesCataloguePlugin } from './games-catalogue.js';
import { gamesUpstreamPlugin } from './games-upstream.js';

export type GamesOptions = GamesUpstreamOptions & GamesCatalogueOptions & GameImagesOptions & CatalogueIndexOptions;

export function registerGames(fastify: FastifyInstance, options: GamesOptions): void {
  fastify.register(gamesUpstreamPlugin, options);
  fastify.register(gamesCataloguePlugin, options);
  fastify.register(gameImagesPlugin, options);
  fastify.register(catalogueIndexPlugin, options);
}
