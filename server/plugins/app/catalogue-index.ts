/** Wires the catalogue index in (every game with its tags and ranks, built in the background), for routes/api. */
import fp from 'fastify-plugin';
import { createCatalogueIndex, type CatalogueIndexOptions } from '../../games/catalogue-index/catalogue-index.js';
import type { CatalogueIndexKeeper } from '../../games/catalogue-index/catalogue-index-keeper.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue index, built in the background and kept on disk (and in Redis when set). */
    catalogueIndex: CatalogueIndexKeeper;
  }
}

export const catalogueIndexPlugin = fp<CatalogueIndexOptions>(async (fastify, options) => {
  const index = await createCatalogueIndex(fastify.gamesUpstream, fastify.gamesCatalogue, options, fastify.log.child({ module: 'catalogue-index' }));
  fastify.addHook('onClose', async () => index.close());
  fastify.decorate('catalogueIndex', index.keeper);
}, { name: 'catalogue-index', dependencies: ['games-upstream', 'games-catalogue'] });
