import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueSource } from '../../src/contract/api.js';
import type { GamesQuery } from '../../src/contract/games-query.js';
import type { UrlRules } from './answer-shape.js';
import { createSingleFlight } from './cache/single-flight.js';
import type { AnswerCache, CacheEntry } from './cache/answer-cache.js';
import { prepareAnswer } from './cache/prepared-answer.js';
import type { CacheState } from './cache/send-answer.js';
import { CACHE_TIMES, detailQuestion, listQuestion, type Question } from './catalogue-questions.js';
import type { LiveBackoff } from './live-backoff.js';
import { MESSAGES } from './messages.js';
import type { Failure, Fetched } from './upstream/fetched.js';
import type { GamesApiClient } from './upstream/games-api-client.js';

export type Resolution =
  | { ok: true; answer: CacheEntry['answer']; source: CatalogueSource; cache: CacheState }
  | { ok: false; status: 502 | 503; message: string; source: CatalogueSource };

export interface CatalogueService {
  /** Where answers come from when nothing else is known (for error answers). */
  primarySource: CatalogueSource;
  list(query: GamesQuery): Promise<Resolution>;
  detail(id: number): Promise<Resolution>;
}

export interface CatalogueServiceOptions {
  /** Absent for the demo source. */
  client?: GamesApiClient;
  /** `auto`: live, demo while the live one fails. */
  fallBackToDemo: boolean;
  cache: AnswerCache;
  backoff: LiveBackoff;
  rules: UrlRules;
  now: () => number;
  log: FastifyBaseLogger;
}

type Stored = { ok: true; entry: CacheEntry } | Failure;

/**
 * Answers list and detail questions from the cache, the games service (one call per key at a
 * time) or, failing that, a stale copy, the demo catalogue (auto) or a readable failure.
 */
export function createCatalogueService(options: CatalogueServiceOptions): CatalogueService {
  const { client, cache, backoff, now, log } = options;
  const flights = createSingleFlight<Stored>();

  async function store(key: string, source: CatalogueSource, fetched: Fetched<unknown>, freshMs: number): Promise<Stored> {
    if (!fetched.ok && !fetched.notFound) return fetched;
    const answer = fetched.ok ? await prepareAnswer(200, fetched.value) : await prepareAnswer(404, { message: MESSAGES.gameNotFound });
    const storedAt = now();
    const fresh = fetched.ok ? freshMs : Math.min(freshMs, CACHE_TIMES.notFoundFreshMs);
    const entry = { answer, source, storedAt, freshUntil: storedAt + fresh, staleUntil: storedAt + Math.max(fresh, CACHE_TIMES.staleMs) };
    cache.set(key, entry);
    return { ok: true, entry };
  }

  /** A demo answer; with `onlyIfKnown`, undefined instead of a "game not found" answer. */
  async function fromDemo(question: Question, onlyIfKnown: boolean): Promise<Resolution | undefined> {
    const key = `demo ${question.key}`;
    const cached = cache.get(key, now());
    const entry = cached ?? (await flights.run(key, () => store(key, 'demo', question.demo(), Number.POSITIVE_INFINITY)));
    const answer = 'answer' in entry ? entry.answer : entry.ok ? entry.entry.answer : undefined;
    if (!answer || (onlyIfKnown && answer.status === 404)) return undefined;
    return { ok: true, answer, source: 'demo', cache: cached ? 'hit' : 'miss' };
  }

  async function fallback(question: Question, live: GamesApiClient, failure?: Failure): Promise<Resolution> {
    const stale = cache.get(`${live.name} ${question.key}`, now());
    if (stale) return { ok: true, answer: stale.answer, source: stale.source, cache: 'stale' };
    const demo = options.fallBackToDemo ? await fromDemo(question, true) : undefined;
    if (demo) return demo;
    if (failure?.busy) return { ok: false, status: 503, message: MESSAGES.busy, source: live.name };
    return { ok: false, status: 502, message: failure?.message ?? MESSAGES.serviceDown, source: live.name };
  }

  async function resolve(question: Question): Promise<Resolution> {
    if (!client || (options.fallBackToDemo && question.demoOwns)) {
      return (await fromDemo(question, false)) ?? { ok: false, status: 502, message: MESSAGES.serviceDown, source: 'demo' };
    }
    const key = `${client.name} ${question.key}`;
    const cached = cache.get(key, now());
    if (cached && now() < cached.freshUntil) return { ok: true, answer: cached.answer, source: cached.source, cache: 'hit' };
    const health = options.fallBackToDemo ? backoff.state(now()) : 'up';
    if (health !== 'up') {
      // Nobody waits on a service that just failed: one background call per back-off checks it.
      if (health === 'retry') {
        backoff.trip(now());
        void askLive(question, client, key).catch((error: unknown) => log.error({ err: error }, 'games service probe failed'));
      }
      return fallback(question, client);
    }
    const stored = await askLive(question, client, key);
    return stored.ok ? { ok: true, answer: stored.entry.answer, source: client.name, cache: 'miss' } : fallback(question, client, stored);
  }

  /** One live call per key at a time; its answer is stored, its failure logged and counted. */
  function askLive(question: Question, live: GamesApiClient, key: string): Promise<Stored> {
    return flights.run(key, async () => {
      const fetched = await question.live(live);
      if (fetched.ok || fetched.notFound) backoff.clear();
      else {
        log.warn({ source: live.name, url: question.key, reason: fetched.reason }, 'games service call failed');
        if (fetched.down) backoff.trip(now());
      }
      return store(key, live.name, fetched, question.freshMs);
    });
  }

  return {
    primarySource: client?.name ?? 'demo',
    list: (query) => resolve(listQuestion(query, options.rules)),
    detail: (id) => resolve(detailQuestion(id, options.rules, options.fallBackToDemo)),
  };
}
