// The bench's server process: the compiled server of a bench build (argv[2] is its root), started
// with buildApp as main.js does, plus the options the bench passes in BENCH_SERVER_OPTIONS (JSON:
// staticDir, rateLimits, liveEvents). It listens on PORT and HOST as main.js does; tools/server-process.ts starts it.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.argv[2];
if (!root) {
  console.error('usage: node bench/server-child.mjs <bench build root>');
  process.exit(2);
}
const options = JSON.parse(process.env.BENCH_SERVER_OPTIONS ?? '{}');
const compiled = (file) => import(pathToFileURL(join(root, 'dist/server/server', file)).href);
const { buildApp } = await compiled('app.js');
const { loadConfig } = await compiled('config.js');

const config = loadConfig(process.env, { projectRoot: root });
const app = buildApp(
  { ...config, ...(options.staticDir ? { staticDir: options.staticDir } : {}) },
  { ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}), ...(options.liveEvents ? { liveEvents: options.liveEvents } : {}) },
);
await app.listen({ port: config.port, host: config.host });

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // A stuck shutdown ends anyway; the parent also bounds its wait.
  setTimeout(() => process.exit(1), 5_000).unref();
  app.close().then(() => process.exit(0), () => process.exit(1));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
