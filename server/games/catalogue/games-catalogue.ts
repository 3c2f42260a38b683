/**
 * The catalogue (lists and details) over a games upstream: its caches, the per-visitor budget, the
 * live back-off, and the URL rules that turn the service's image URLs into ours and remember them.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createResponseCache } from '../cache/response-cache.js';
import { createThumbnailRegistry, type ThumbnailRegistry } from '../images/thumbnail-registry.js';
import { createLiveBackoff } from '../upstream/live-backoff.js';
import type { GamesUpstream } from '../upstream/games-upstream.js';
import { createVisitorBudget } from '../upstream/visitor-budget.js';
import { createCatalogueService, type CatalogueService } from './catalogue-service.js';
import { createLiveUrlRules } from './live-url-rules.js';
import type { UrlRules } from './response-shape.js';

export interface GamesCatalogueOptions {
  /** The clock for cache freshness and the live back-off (ms since the epoch); tests inject one. */
  now?: () => number;
  /** How long to stay on cache and demo data after the live service failed (GAMES_RETRY_SECONDS; default 30 s). */
  liveRetryMs?: number;
  /** Most lists kept in memory (default 1000). */
  cacheMaxEntries?: number;
  /** Games service calls one client address may cause per window (default 20 per 10 s). */
  visitorUpstreamCalls?: number;
  visitorWindowSeconds?: number;
}

export interface GamesCatalogue {
  service: CatalogueService;
  /** How live payloads' URLs become ours; the catalogue index shapes its games with them too. */
  rules: UrlRules;
  /** Image URLs by game id and by screenshot id, learnt only from payloads the service sent. */
  thumbnailUrls: ThumbnailRegistry;
  screenshotUrls: ThumbnailRegistry;
}

const MB = 1024 * 1024;

export function createGamesCatalogue(upstream: GamesUpstream, options: GamesCatalogueOptions, log: FastifyBaseLogger): GamesCatalogue {
  const now = options.now ?? Date.now;
  const thumbnailUrls = createThumbnailRegistry();
  const screenshotUrls = createThumbnailRegistry(20_000);
  const rules = createLiveUrlRules(thumbnailUrls, upstream.imageOrigins, screenshotUrls);
  const service = createCatalogueService({
    client: upstream.client,
    fallBackToDemo: upstream.source === 'auto',
    caches: {
      lists: createResponseCache({ maxEntries: options.cacheMaxEntries ?? 1000, maxBytes: 256 * MB, now }),
      details: createResponseCache({ maxEntries: 2000, maxBytes: 64 * MB, now }),
    },
    budget: createVisitorBudget({ calls: options.visitorUpstreamCalls, windowSeconds: options.visitorWindowSeconds }),
    backoff: createLiveBackoff(options.liveRetryMs ?? 30_000),
    rules,
    now,
    log,
  });
  return { service, rules, thumbnailUrls, screenshotUrls };
}
