/** The games plugins with only the catalogue index route, on test defaults (a fast gate, a 1 s timeout). */
import Fastify, { type FastifyInstance } from 'fastify';
import { registerGames, type GamesOptions } from '../../../server/plugins/app/games.js';
import { catalogueRoute } from '../../../server/routes/api/catalogue.js';

export async function buildGamesApp(options: Partial<GamesOptions>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerGames(app, {
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
