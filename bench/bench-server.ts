/**
 * The compiled server of a bench build, started through bench/server-child.mjs (which passes it the
 * bench's own options: another app folder, lifted rate limits) by tools/server-process.ts.
 */
import { fileURLToPath } from 'node:url';
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
