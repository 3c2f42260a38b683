/** The games plugin with only the catalogue index route, on test defaults (a fast gate, a 1 s timeout). */
import Fastify, { type FastifyInstance } from 'fastify';
import { gamesPlugin, type GamesPluginOptions } from '../../../server/plugins/app/games/plugin.js';
import { catalogueRoute } from '../../../server/routes/api/catalogue.js';

export async function buildGamesApp(options: Partial<GamesPluginOptions>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(gamesPlugin, {
    source: 'freetogame',
    freetogameApiUrl: 'http://127.0.0.1:9/api',
    upstreamRatePerSecond: 1000,
    timeoutMs: 1000,
    ...options,
  });
  await app.register(catalogueRoute);
  await app.ready();
  return app;
}
