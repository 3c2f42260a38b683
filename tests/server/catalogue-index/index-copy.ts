/** One server copy for the two-process test: the games plugins and the index route, on a free loopback port. */
import Fastify from 'fastify';
import { registerGames } from '../../../server/plugins/app/games.js';
import { catalogueRoute } from '../../../server/routes/api/catalogue.js';
import { listenOnLoopback } from '../helpers/listen.js';

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
const { port } = await listenOnLoopback(app);
console.log(JSON.stringify({ port }));
// Stops when the test closes stdin or ends the process.
process.stdin.resume();
process.stdin.on('end', () => void app.close().then(() => process.exit(0)));
