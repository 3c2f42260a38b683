/**
 * Builds the Fastify app as a tree of named plugins (shaped like fastify/demo): error handling,
 * security headers, database, auth, rate limits, account routes, games, health and the built app.
 * main.ts only listens; tests use the instance with inject() or a real loopback port.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { UsersRepository } from './db/users-repository.js';
import { registerGames, type GamesOptions } from './plugins/app/games.js';
import { loggerOptions, type LogSetting } from './logger.js';
import { authPlugin } from './plugins/app/auth.js';
import { databasePlugin } from './plugins/external/database.js';
import { privateDataDirPlugin } from './plugins/app/private-data-dir.js';
import { readinessPlugin } from './plugins/app/readiness.js';
import { BODY_LIMIT_BYTES, clientErrors, errorHandlerPlugin, frameworkErrorsFor } from './plugins/app/error-handler.js';
import { connectionCapsPlugin } from './plugins/external/connection-caps.js';
import { OneLinePerRequest } from './plugins/app/request-log.js';
import { rateLimitsPlugin } from './plugins/external/rate-limits.js';
import { securityHeadersPlugin } from './plugins/external/helmet.js';
import { staticAppPlugin } from './plugins/app/static-app.js';
import { catalogueRoute } from './routes/api/catalogue.js';
import { gamesRoutes } from './routes/api/games.js';
import { thumbnailRoute } from './routes/thumbnails/thumbnail.js';
import { healthPlugin } from './routes/health.js';
import { userRoutes } from './routes/user/user-routes.js';
import { libraryRoutes } from './routes/user/library.js';
import { diaryRoutes } from './routes/user/diary.js';
import { listsRoutes } from './routes/user/lists.js';
import { eventsRoute } from './routes/user/events.js';
import { liveEventsPlugin, type LiveEventsOptions } from './plugins/app/live-events.js';
import type { HashingGate } from './security/hashing-gate.js';
import type { PasswordHashingParams } from './security/password-hasher.js';
import type { RateLimitSettings } from './security/rate-limits.js';

/** What tests, the e2e suite and benchmarks may swap; production passes nothing. */
export interface BuildAppOptions {
  /** The clock (ms since the epoch) for token times (rate-limit windows follow Date.now). */
  now?: () => number;
  /** Argon2id cost; OWASP's 19456 KiB, 2 passes, 1 lane by default. Tests pass e.g. {memoryCost: 1024, timeCost: 1, parallelism: 1}. */
  passwordHashing?: Readonly<PasswordHashingParams>;
  /** The gate hashes pass through (2 at once, 100 waiting by default); tests hold one to fill it. */
  hashingGate?: HashingGate;
  /** An opened database to use instead of the one Config selects; the caller closes it. */
  database?: Database;
  /** An accounts repository to use instead of the database's (tests make it fail). */
  users?: UsersRepository;
  /** Put before the rate limits' Redis keys instead of `freeplay:rate:` (tests keep runs apart). */
  rateLimitKeyPrefix?: string;
  /** Replaces some of the default limits (e.g. a smaller signinPerIp.limit). */
  rateLimits?: Partial<RateLimitSettings>;
  /** `false` silences logs; or a level and a stream to read them. LOG_LEVEL and LOG_FORMAT to stdout by default. */
  logger?: LogSetting;
  /** Games proxy options over those Config gives (e.g. timeoutMs, a fake upstream's URL). */
  games?: Partial<GamesOptions>;
  /** Live changes' limits, heartbeat and Redis channel over the defaults (tests, the bench). */
  liveEvents?: Omit<LiveEventsOptions, 'redisUrl'>;
}

/** Believes X-Forwarded-For for the first `hops` proxies in front of the server (Fastify's types lack the number form). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** The app, not yet listening; `await app.ready()` surfaces start-up errors (database, migrations). */
export function buildApp(config: Config, options: BuildAppOptions = {}): FastifyInstance {
  const now = options.now ?? Date.now;
  const requestLineLevel = config.logRequests ? 'info' : 'debug';
  const app = Fastify({
    logger: loggerOptions(options.logger ?? { level: config.logLevel, format: config.logFormat }),
    // One line per request instead of Fastify's two, at info only where requests are logged.
    logController: new OneLinePerRequest(requestLineLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: frameworkErrorsFor(requestLineLevel),
    clientErrorHandler: clientErrors,
    // Slow or idle clients may not hold a socket for long (slowloris): a whole request within 30 s,
    // its headers within 10 s (checked every second, not Node's 30), an idle keep-alive 5 s.
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    // Behind trusted proxies request.ip (and so the per-IP limits) is the visitor's, not the proxy's.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  // JSON is the only body this API reads; anything else is a wrong content type (400).
  app.removeContentTypeParser('text/plain');

  app.register(connectionCapsPlugin, { maxPerAddress: config.maxConnectionsPerAddress });
  app.register(errorHandlerPlugin);
  app.register(securityHeadersPlugin);
  app.register(privateDataDirPlugin, { dataDir: config.dataDir });
  app.register(readinessPlugin);
  app.register(databasePlugin, { dataDir: config.dataDir, databaseUrl: config.databaseUrl, database: options.database, users: options.users, now });
  app.register(authPlugin, {
    dataDir: config.dataDir,
    jwtSecret: config.jwtSecret,
    passwordHashing: options.passwordHashing,
    hashingGate: options.hashingGate,
    now,
  });
  app.register(rateLimitsPlugin, { redisUrl: config.redisUrl, keyPrefix: options.rateLimitKeyPrefix, settings: options.rateLimits });
  app.register(userRoutes);
  app.register(libraryRoutes);
  app.register(listsRoutes);
  app.register(liveEventsPlugin, { redisUrl: config.redisUrl, ...options.liveEvents });
  app.register(eventsRoute);
  registerGames(app, {
    source: config.gamesSource,
    freetogameApiUrl: config.freetogameApiUrl,
    rapidapiKey: config.rapidapiKey,
    liveRetryMs: config.gamesRetryMs,
    catalogueIndexDir: config.dataDir,
    redisUrl: config.redisUrl,
    ...(options.now ? { now: options.now } : {}),
    ...options.games,
  });
  app.register(gamesRoutes);
  app.register(catalogueRoute);
  app.register(diaryRoutes);
  app.register(thumbnailRoute);
  app.register(healthPlugin);
  app.register(staticAppPlugin, { staticDir: config.staticDir });
  return app;
}
