/**
 * The compiled server of a bench build, started through bench/server-child.mjs (which passes it the
 * bench's own options: another app folder, lifted rate limits) by tools/server-process.ts.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSession } from '../tools/account.js';
import type { Cleanup } from './cleanup.js';
import type { LiveEventsOptions } from '../server/plugins/app/live-events.js';
import type { RateLimitSettings } from '../server/security/rate-limits.js';
import { ServerProcess } from '../tools/server-process.js';

const SERVER_CHILD = fileURLToPath(new URL('./server-child.mjs', import.meta.url));

export interface BenchServerOptions {
  buildRoot: string;
  dataDir: string;
  upstreamUrl: string;
  /** Where the server's log lines go (it logs as in production: info, one line per event). */
  logFile: string;
  staticDir?: string;
  rateLimits?: Partial<RateLimitSettings>;
  /** A postgres:// URL to use instead of SQLite in dataDir. */
  databaseUrl?: string;
  /** `demo`: the generated catalogue, pictures drawn by the server (no games service, no rate gate). */
  gamesSource?: 'freetogame' | 'demo';
  /** Live changes' limits and Redis channel (buildApp's liveEvents option). */
  liveEvents?: Omit<LiveEventsOptions, 'redisUrl'>;
  /** More settings, e.g. REDIS_URL or MAX_CONNECTIONS_PER_ADDRESS. */
  env?: Record<string, string>;
}

export function startBenchServer(options: BenchServerOptions): Promise<ServerProcess> {
  const { buildRoot, dataDir, upstreamUrl, logFile, staticDir, rateLimits, databaseUrl, gamesSource = 'freetogame', liveEvents, env = {} } = options;
  return ServerProcess.start({
    args: [SERVER_CHILD, buildRoot],
    cwd: buildRoot,
    logFile,
    env: {
      NODE_ENV: 'production',
      // As `npm run serve` starts it: glibc hands each Argon2id block (19 MiB) back to the system.
      MALLOC_MMAP_THRESHOLD_: '131072',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      GAMES_SOURCE: gamesSource,
      ...(gamesSource === 'freetogame' ? { FREETOGAME_API_URL: upstreamUrl } : {}),
      BENCH_SERVER_OPTIONS: JSON.stringify({ staticDir, rateLimits, liveEvents }),
      ...env,
    },
  });
}

export interface DemoApp {
  url: string;
  /** A session of an account made on this server. */
  token: string;
}

/**
 * A server of `buildRoot` with the demo catalogue (no games service), serving the app in
 * `staticDir` (else the build's own), its data and log under `folder` named by `name`, with an
 * account made on it; `cleanup` stops it. What the start-up and Lighthouse benches audit, one per build.
 */
export async function startDemoApp(buildRoot: string, folder: string, name: string, cleanup: Cleanup, staticDir?: string): Promise<DemoApp> {
  const server = await startBenchServer({ buildRoot, dataDir: join(folder, `data-${name}`), upstreamUrl: 'http://127.0.0.1:9', logFile: join(folder, `server-${name}.log`), gamesSource: 'demo', staticDir });
  cleanup.add(`server ${server.pid}`, () => server.stop(10_000));
  return { url: server.url, token: (await createSession(server.url, name)).token };
}
