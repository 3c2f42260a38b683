import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueSource } from '../../../src/contract/api.js';
import type { GamesQuery } from '../../../src/contract/games-query.js';
import type { UrlRules } from './response-shape.js';
import { createSingleFlight } from '../cache/single-flight.js';
import type { CacheEntry, ResponseCache } from '../cache/response-cache.js';
import { prepareResponse } from '../cache/prepared-response.js';
import type { CacheState } from '../cache/send-response.js';
import { CACHE_TIMES, detailRequest, FULL_LIST_KEY, listRequest, type CatalogueRequest } from './catalogue-requests.js';
import type { LiveBackoff } from '../upstream/live-backoff.js';
import { MESSAGES } from '../messages.js';
import type { Failure, Fetched } from '../upstream/fetched.js';
import type { GamesApiClient } from '../upstream/games-api-client.js';
import type { VisitorBudget } from '../upstream/visitor-budget.js';

export type Resolution =
  | { ok: true; response: CacheEntry['response']; source: CatalogueSource; cache: CacheState }
  | { ok: false; status: 429 | 502 | 503; message: string; source: CatalogueSource; retryAfterSeconds?: number };

export interface CatalogueService {
  /** Where responses come from when nothing else is known (for error responses). */
  primarySource: CatalogueSource;
  /** `visitor` (a client address key) is charged when the request would reach the service; none for our own calls. */
  list(query: GamesQuery, visitor?: string): Promise<Resolution>;
  detail(id: number, visitor?: string): Promise<Resolution>;
}

export interface CatalogueServiceOptions {
  /** Absent for the demo source. */
  client?: GamesApiClient;
  /** `auto`: live, demo while the live one fails. */
  fallBackToDemo: boolean;
  /** Lists (few keys, each precious as a stale copy) and details (one per id) apart, so details never evict a list. */
  caches: { lists: ResponseCache; details: ResponseCache };
  backoff: LiveBackoff;
  rules: UrlRules;
  /** How many service calls each visitor may cause. */
  budget: VisitorBudget;
  now: () => number;
  log: FastifyBaseLogger;
}

type Stored = { ok: true; entry: CacheEntry } | Failure;

/**
 * Responds to list and detail requests from the cache, the games service (one call per key at a
 * time) or, failing that, a stale copy, the demo catalogue (auto) or a readable failure.
 */
export function createCatalogueService(options: CatalogueServiceOptions): CatalogueService {
  const { client, caches, backoff, now, log } = options;
  const flights = createSingleFlight<Stored>();
  const cacheFor = (request: CatalogueRequest): ResponseCache => (request.kind === 'list' ? caches.lists : caches.details);
  const notFound = prepareResponse(404, { message: MESSAGES.gameNotFound });

  async function store(request: CatalogueRequest, key: string, source: CatalogueSource, fetched: Fetched<unknown>, freshMs: number): Promise<Stored> {
    if (!fetched.ok && !fetched.notFound) return fetched;
    const response = fetched.ok ? await prepareResponse(200, fetched.value) : await notFound;
    const storedAt = now();
    const fresh = fetched.ok ? freshMs : Math.min(freshMs, CACHE_TIMES.notFoundFreshMs);
    const entry: CacheEntry = { response, source, storedAt, freshUntil: storedAt + fresh, staleUntil: storedAt + Math.max(fresh, CACHE_TIMES.staleMs) };
    if (fetched.ok && request.key === FULL_LIST_KEY && Array.isArray(fetched.value)) entry.ids = idsOf(fetched.value);
    cacheFor(request).set(key, entry);
    return { ok: true, entry };
  }

  /** A demo response; with `onlyIfKnown`, undefined instead of a "game not found" response. */
  async function fromDemo(request: CatalogueRequest, onlyIfKnown: boolean): Promise<Resolution | undefined> {
    const key = `demo ${request.key}`;
    const cached = cacheFor(request).get(key, now());
    const entry = cached ?? (await flights.run(key, () => store(request, key, 'demo', request.demo(), Number.POSITIVE_INFINITY)));
    const response = 'response' in entry ? entry.response : entry.ok ? entry.entry.response : undefined;
    if (!response || (onlyIfKnown && response.status === 404)) return undefined;
    return { ok: true, response, source: 'demo', cache: cached ? 'hit' : 'miss' };
  }

  async function fallback(request: CatalogueRequest, live: GamesApiClient, failure?: Failure, retryAfterSeconds?: number): Promise<Resolution> {
    const stale = cacheFor(request).get(`${live.name} ${request.key}`, now());
    if (stale) return { ok: true, response: stale.response, source: stale.source, cache: 'stale' };
    const demo = options.fallBackToDemo ? await fromDemo(request, true) : undefined;
    if (demo) return demo;
    if (retryAfterSeconds !== undefined) return { ok: false, status: 429, message: MESSAGES.visitorBusy, source: live.name, retryAfterSeconds };
    if (failure?.busy) return { ok: false, status: 503, message: MESSAGES.busy, source: live.name };
    return { ok: false, status: 502, message: failure?.message ?? MESSAGES.serviceDown, source: live.name };
  }

  /** A detail for an id that a recent full list lacks: the service would only say "not found". */
  function absentFromFullList(request: CatalogueRequest, live: GamesApiClient): boolean {
    if (request.id === undefined) return false;
    const full = caches.lists.get(`${live.name} ${FULL_LIST_KEY}`, now());
    return full?.ids !== undefined && now() - full.storedAt < CACHE_TIMES.fullListTrustedMs && !full.ids.has(request.id);
  }

  async function resolve(request: CatalogueRequest, visitor: string | undefined): Promise<Resolution> {
    if (!client || (options.fallBackToDemo && request.demoOwns)) {
      return (await fromDemo(request, false)) ?? { ok: false, status: 502, message: MESSAGES.serviceDown, source: 'demo' };
    }
    const key = `${client.name} ${request.key}`;
    const cached = cacheFor(request).get(key, now());
    if (cached && now() < cached.freshUntil) return { ok: true, response: cached.response, source: cached.source, cache: 'hit' };
    if (absentFromFullList(request, client)) return { ok: true, response: await notFound, source: client.name, cache: 'hit' };
    // Every live source backs off: a failing service is not asked again by each visitor (with RapidAPI each call is billed).
    const health = backoff.state(now());
    if (health === 'waiting') return fallback(request, client);
    if (health === 'retry') {
      // One call per back-off checks the service: in the background where the demo answers now (auto), else for this visitor.
      backoff.trip(now());
      if (options.fallBackToDemo) {
        void askLive(request, client, key).catch((error: unknown) => log.error({ err: error }, 'games service probe failed'));
        return fallback(request, client);
      }
    }
    // Joining a call already under way costs the service nothing; a new call costs the visitor.
    if (visitor !== undefined && !flights.running(key)) {
      const refusedForMs = await options.budget.take(visitor);
      if (refusedForMs !== undefined) return fallback(request, client, undefined, Math.max(1, Math.ceil(refusedForMs / 1000)));
    }
    const stored = await askLive(request, client, key);
    return stored.ok ? { ok: true, response: stored.entry.response, source: client.name, cache: 'miss' } : fallback(request, client, stored);
  }

  /** One live call per key at a time; its response is stored, its failure logged and counted. */
  function askLive(request: CatalogueRequest, live: GamesApiClient, key: string): Promise<Stored> {
    return flights.run(key, async () => {
      const fetched = await request.live(live);
      if (fetched.ok || fetched.notFound) backoff.clear();
      else {
        log.warn({ source: live.name, url: request.key, reason: fetched.reason }, 'games service call failed');
        if (fetched.down) backoff.trip(now());
      }
      return store(request, key, live.name, fetched, request.freshMs);
    });
  }

  return {
    primarySource: client?.name ?? 'demo',
    list: (query, visitor) => resolve(listRequest(query, options.rules), visitor),
    detail: (id, visitor) => resolve(detailRequest(id, options.rules, options.fallBackToDemo), visitor),
  };
}

function idsOf(items: unknown[]): Set<number> {
  const ids = new Set<number>();
  for (const item of items) {
    if (typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'number') ids.add(item.id);
  }
  return ids;
}
