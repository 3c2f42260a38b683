/** One server copy for the two-process test: the games plugins and the index route, on a free loopback port. */
import Fastify from 'fastify';
import { registerGames } from '../../../server/plugins/app/games.js';
import { catalogueRoute } from '../../../server/routes/api/catalogue.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const app = Fastify({ logger: false });
registerGames(app, {
  source: 'freetogame',
  freetogameApiUrl: env('FAKE_URL'),
  catalogueIndexDir: env('DATA_DIR'),
  redisUrl: env('REDIS_URL'),
  catalogueIndexKeyPrefix: env('KEY_PREFIX'),
  upstreamRatePerSecond: 1000,
  visitorUpstreamCalls: 100_000,
});
await app.register(catalogueRoute);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
// Stops when the test closes stdin or ends the process.
process.stdin.resume();
process.stdin.on('end', () => void app.close().then(() => process.exit(0)));
