// A stubbed network and a fresh IndexedDB store per test, so each test drives the strategy alone.
import 'fake-indexeddb/auto';
import { createApiCache, type ApiCacheLimits } from '../../sw/api-cache.js';
import { createIdbApiStore, type ApiStore } from '../../sw/api-store.js';
import type { CacheUpdatedMessage } from '../../src/contract/messages.js';

export const ORIGIN = 'https://freeplay.test';

type StubResponse = Response | Error | ((request: Request) => Response | Promise<Response>);

/** A fetch that answers from a queue (an Error is thrown as a network failure) and records each request. */
export function stubFetch() {
  const queue: StubResponse[] = [];
  const requests: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(request);
    const next = queue.shift();
    if (next === undefined) throw new TypeError('Failed to fetch (no stubbed response)');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next(request) : next;
  };
  return { fetch, requests, respond: (...responses: StubResponse[]) => queue.push(...responses) };
}

let databases = 0;

export function harness(options: { store?: ApiStore; maxDetails?: number; limits?: Partial<ApiCacheLimits> } = {}) {
  const net = stubFetch();
  const base = options.store ?? createIdbApiStore(`freeplay-api-test-${++databases}`, 'records');
  // Counts full writes (metadata and body) and metadata-only updates.
  const writes = { set: 0, touch: 0 };
  const store: ApiStore = {
    ...base,
    set: (key, record) => (writes.set++, base.set(key, record)),
    touch: (key, changes) => (writes.touch++, base.touch(key, changes)),
  };
  const messages: CacheUpdatedMessage[] = [];
  const pending: Promise<unknown>[] = [];
  let clock = 1_000_000;
  const handle = createApiCache({
    store,
    fetch: net.fetch,
    now: () => clock,
    post: (message) => messages.push(message),
    maxDetails: options.maxDetails,
    limits: options.limits,
  });
  return {
    net,
    store,
    writes,
    /** The keys of every stored record. */
    storedKeys: async () => (await store.metas()).map(([key]) => key),
    messages,
    setNow: (ms: number) => (clock = ms),
    /** Answers one GET and waits for the background work it started (storing, revalidating). */
    async get(path: string): Promise<Response> {
      const response = await handle(new Request(`${ORIGIN}${path}`), (promise) => pending.push(promise));
      await Promise.all(pending.splice(0));
      return response;
    },
  };
}
