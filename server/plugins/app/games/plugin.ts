/**
 * The games proxy's parts: the catalogue (lists and details) and the thumbnails, served from an
 * in-memory cache, the games service (public API or RapidAPI mirror) or the built-in demo
 * catalogue, as `GAMES_SOURCE` says. The routes live in routes/api and routes/thumbnails.
 */
import fp from 'fastify-plugin';
import { rapidapiKeyFor, type GamesSourceSetting } from '../../../games-source.js';
import { createResponseCache } from './cache/response-cache.js';
import { createCatalogueService, type CatalogueService } from './catalogue-service.js';
import { demoScreenshotGame } from './demo/demo-catalogue.js';
import { createLiveBackoff } from './live-backoff.js';
import { createLiveUrlRules } from './live-url-rules.js';
import { createThumbnailRegistry } from './thumbnail-registry.js';
import { createScreenshotService } from './screenshot-service.js';
import { createThumbnailService, type ThumbnailService } from './thumbnail-service.js';
import { createVisitorBudget } from './visitor-budget.js';
import { fetchImage } from './upstream/fetch-image.js';
import { createFreetogameClient } from './upstream/freetogame-client.js';
import type { GamesApiClient } from './upstream/games-api-client.js';
import { createRapidapiClient, RAPIDAPI_URL } from './upstream/rapidapi-client.js';
import { createRateGate } from './upstream/rate-gate.js';
import { catalogueIndexSources } from '../catalogue-index-sources.js';
import { createCatalogueIndexKeeper, type CatalogueIndexKeeper } from '../catalogue-index-keeper.js';
import { catalogueIndexFile, memoryIndexFile } from '../catalogue-index-file.js';
import { redisIndexStore, type SharedIndexStore } from '../catalogue-index-shared.js';


export interface GamesPluginOptions {
  source: GamesSourceSetting;
  /** Base URL of the public API, e.g. https://www.freetogame.com/api (no trailing slash). */
  freetogameApiUrl: string;
  rapidapiKey?: string;
  /** Upstream timeout; 5 s unless a test shortens it. */
  timeoutMs?: number;
  /** Base URL of the RapidAPI mirror; tests point it at a fake. */
  rapidapiApiUrl?: string;
  /** The clock for cache freshness and the auto back-off (ms since the epoch); tests inject one. */
  now?: () => number;
  /** Upstream calls allowed in any one second (default 4, the service's documented limit). */
  upstreamRatePerSecond?: number;
  /** Largest upstream body accepted (default 5 MB). */
  maxUpstreamBytes?: number;
  /** `auto`: how long to stay on cache and demo data after the live service failed (default 30 s). */
  liveRetryMs?: number;
  /** Most lists kept in memory (default 1000) and their total size (default 256 MB). */
  cacheMaxEntries?: number;
  cacheMaxBytes?: number;
  /** Most game details and "not found" responses kept in memory (default 2000) and their size (default 64 MB). */
  detailCacheMaxEntries?: number;
  detailCacheMaxBytes?: number;
  /** Games service calls one client address may cause per window (default 20 per 10 s). */
  visitorUpstreamCalls?: number;
  visitorWindowSeconds?: number;
  /** Most thumbnails kept in memory (default 600) and their total size (default 64 MB). */
  thumbnailCacheMaxEntries?: number;
  thumbnailCacheMaxBytes?: number;
  /** Most screenshots kept in memory (default 300) and their total size (default 64 MB). */
  screenshotCacheMaxEntries?: number;
  screenshotCacheMaxBytes?: number;
  /** Where the catalogue index's last good copy is kept (DATA_DIR); none keeps it in memory only. */
  catalogueIndexDir?: string;
  /** How old the catalogue index may grow before a rebuild (default one day). */
  catalogueIndexRefreshMs?: number;
  /** Shared store for the catalogue index when several copies run (REDIS_URL). */
  redisUrl?: string;
  /** Put before the index's Redis keys instead of `freeplay:catalogue-index:` (tests keep runs apart). */
  catalogueIndexKeyPrefix?: string;
}

const MB = 1024 * 1024;
const DEFAULTS = {
  timeoutMs: 5000,
  upstreamRatePerSecond: 4,
  maxUpstreamBytes: 5 * MB,
  maxImageBytes: 2 * MB,
  liveRetryMs: 30_000,
  cacheMaxEntries: 1000,
  cacheMaxBytes: 256 * MB,
  detailCacheMaxEntries: 2000,
  detailCacheMaxBytes: 64 * MB,
  visitorUpstreamCalls: 20,
  visitorWindowSeconds: 10,
  visitorMaxTracked: 10_000,
  thumbnailCacheMaxEntries: 600,
  thumbnailCacheMaxBytes: 64 * MB,
  screenshotCacheMaxEntries: 300,
  screenshotCacheMaxBytes: 64 * MB,
  /** Images wait behind API calls at the rate gate, up to this long. */
  imageGateWaitMs: 10_000,
} as const;

/** Decorates the app with `catalogue`, `catalogueIndex` and `thumbnails`; the routes under routes/api and routes/thumbnails use them. */
export const gamesPlugin = fp<GamesPluginOptions>(async (fastify, options) => {
  const settings = { ...DEFAULTS, ...withoutUndefined(options) };
  const gate = createRateGate({ perWindow: settings.upstreamRatePerSecond });
  // At shutdown, requests queued at the gate get a response at once (503 or a stale copy) instead of holding
  // the close up for their full wait; calls already sent finish within their own timeout.
  fastify.addHook('preClose', async () => gate.close());
  // Requests in flight finish before onClose runs; this only stops background checks.
  const closing = new AbortController();
  fastify.addHook('onClose', async () => {
    gate.close();
    closing.abort();
  });
  const upstream = { timeoutMs: settings.timeoutMs, maxBytes: settings.maxUpstreamBytes, gate, signal: closing.signal };

  let client: GamesApiClient | undefined;
  let apiUrl = options.freetogameApiUrl;
  const rapidapiKey = rapidapiKeyFor(options.source, options.rapidapiKey);
  if (options.source === 'rapidapi' && rapidapiKey) {
    apiUrl = options.rapidapiApiUrl ?? RAPIDAPI_URL;
    client = createRapidapiClient({ key: rapidapiKey, baseUrl: apiUrl, ...upstream });
  } else if (options.source !== 'demo') {
    client = createFreetogameClient({ baseUrl: options.freetogameApiUrl, ...upstream });
  }

  // Thumbnails are fetched only from the service's own hosts, whatever a payload says.
  const imageOrigins = new Set(['https://www.freetogame.com', new URL(options.freetogameApiUrl).origin, new URL(apiUrl).origin]);
  const registry = createThumbnailRegistry();
  const now = options.now ?? Date.now;
  const log = fastify.log.child({ module: 'games' });
  const screenshotRegistry = createThumbnailRegistry(20_000);
  const rules = createLiveUrlRules(registry, imageOrigins, screenshotRegistry);
  const catalogue = createCatalogueService({
    client,
    fallBackToDemo: options.source === 'auto',
    caches: {
      lists: createResponseCache({ maxEntries: settings.cacheMaxEntries, maxBytes: settings.cacheMaxBytes, now }),
      details: createResponseCache({ maxEntries: settings.detailCacheMaxEntries, maxBytes: settings.detailCacheMaxBytes, now }),
    },
    budget: createVisitorBudget({ calls: settings.visitorUpstreamCalls, windowSeconds: settings.visitorWindowSeconds, maxVisitors: settings.visitorMaxTracked }),
    backoff: createLiveBackoff(settings.liveRetryMs),
    rules,
    now,
    log,
  });
  const imageFetcher = client
    ? (url: string) => fetchImage(url, { timeoutMs: settings.timeoutMs, maxBytes: settings.maxImageBytes, gate, maxWaitMs: settings.imageGateWaitMs, signal: closing.signal })
    : undefined;
  const demoImages = options.source === 'demo' || options.source === 'auto';
  const thumbnails = createThumbnailService({
    catalogue,
    demoImages,
    fetchImage: imageFetcher,
    registry,
    maxEntries: settings.thumbnailCacheMaxEntries,
    maxBytes: settings.thumbnailCacheMaxBytes,
    log,
  });

  let shared: SharedIndexStore | undefined;
  if (options.redisUrl) {
    const { Redis } = await import('ioredis');
    // Commands wait for the connection, but fail after one retry: the copy then builds alone.
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    redis.on('error', (error: unknown) => log.warn({ err: error }, 'Redis catalogue index store failed'));
    fastify.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    shared = redisIndexStore(redis, options.catalogueIndexKeyPrefix);
  }
  const catalogueIndex = createCatalogueIndexKeeper({
    shared,
    ...catalogueIndexSources(client, rules, options.source === 'auto'),
    file: options.catalogueIndexDir ? catalogueIndexFile(options.catalogueIndexDir) : memoryIndexFile(),
    refreshMs: options.catalogueIndexRefreshMs,
    now,
    log: fastify.log.child({ module: 'catalogue-index' }),
  });
  fastify.addHook('onClose', async () => catalogueIndex.close());

  fastify.decorate('catalogue', catalogue);
  fastify.decorate('catalogueIndex', catalogueIndex);
  fastify.decorate('thumbnails', thumbnails);
  fastify.decorate('screenshots', createScreenshotService({
    source: catalogue.primarySource,
    fetchImage: imageFetcher,
    registry: screenshotRegistry,
    demoImage: demoImages ? (id) => {
      const gameId = demoScreenshotGame(id);
      return gameId === undefined ? undefined : thumbnails.get(gameId);
    } : undefined,
    maxEntries: settings.screenshotCacheMaxEntries,
    maxBytes: settings.screenshotCacheMaxBytes,
    log,
  }));
}, { name: 'games' });

declare module 'fastify' {
  interface FastifyInstance {
    /** Game lists and details, from cache, the games service or the demo catalogue. */
    catalogue: CatalogueService;
    /** The catalogue index (every game with its tags and ranks), built in the background. */
    catalogueIndex: CatalogueIndexKeeper;
    /** Games' thumbnails, fetched once from the service's own hosts or drawn for demo games. */
    thumbnails: ThumbnailService;
    /** Games' screenshots by screenshot id, fetched once from the service's own image folder. */
    screenshots: ThumbnailService;
  }
}

/** Options left undefined fall back to the defaults instead of overriding them. */
function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
