/**
 * Stale-while-revalidate for the catalogue API (`GET /api/games…`, `GET /api/game…`), with the
 * responses kept in IndexedDB. Everything it touches is handed in, so Node tests can drive it.
 */
import { CATALOGUE_SOURCES, type CatalogueSource } from '../src/contract/api.js';
import type { CacheUpdatedMessage } from '../src/contract/messages.js';
import { apiCacheKey } from '../src/contract/api-cache-key.js';
import {
  checkedRecord, detailIdOf, isListKey, jsonResponseText, offlineNotSavedResponse, partialDetailResponse,
  recordResponse, responseMeta, storableRecord,
} from './api-responses.js';
import type { ApiMeta, ApiRecord, ApiStore } from './api-store.js';
import { saveRecord } from './save-record.js';
import { BACKGROUND_LIMIT_MS, MAX_DETAILS, NETWORK_TIMEOUT_MS, STORE_READ_LIMIT_MS } from './settings.js';
import { settleWithin } from './settle-within.js';

export interface ApiCacheDeps {
  store: ApiStore;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
  /** Tells open pages that a response changed (a BroadcastChannel in the worker). */
  post: (message: CacheUpdatedMessage) => void;
  maxDetails?: number;
  /** Time limits in ms (tests shorten them): see settings.ts. */
  limits?: Partial<ApiCacheLimits>;
}

export interface ApiCacheLimits {
  networkMs: number;
  backgroundMs: number;
  storeReadMs: number;
}

/** Keeps the worker alive for background work (FetchEvent.waitUntil in the worker). */
export type WaitUntil = (promise: Promise<unknown>) => void;

/** Builds the handler that responds to one API request. */
export function createApiCache(deps: ApiCacheDeps): (request: Request, waitUntil: WaitUntil) => Promise<Response> {
  const maxDetails = deps.maxDetails ?? MAX_DETAILS;
  const limits: ApiCacheLimits = { networkMs: NETWORK_TIMEOUT_MS, backgroundMs: BACKGROUND_LIMIT_MS, storeReadMs: STORE_READ_LIMIT_MS, ...deps.limits };
  // Background work always settles, so the event it extends ends and a new version can activate.
  const background = (work: Promise<unknown>): Promise<unknown> => settleWithin(work, limits.backgroundMs, undefined);

  async function read(key: string): Promise<ApiRecord | undefined> {
    // A broken, blocked or stalled database must not break the page: it then simply goes to the network.
    return settleWithin(deps.store.get(key), limits.storeReadMs, undefined);
  }

  async function revalidate(request: Request, key: string, record: ApiRecord): Promise<void> {
    const headers = new Headers(request.headers);
    if (record.etag) headers.set('If-None-Match', record.etag);
    const signal = AbortSignal.timeout(limits.networkMs);
    const response = await deps.fetch(new Request(request.url, { headers, cache: 'no-store', signal }));
    if (response.status === 304) {
      // Confirmed as it is: only the small metadata entry is rewritten, never the body.
      const confirmed: ApiMeta = { storedAt: deps.now() };
      const etag = response.headers.get('etag');
      if (etag) confirmed.etag = etag;
      await deps.store.touch(key, confirmed);
      return;
    }
    const text = await jsonResponseText(response);
    if (text === undefined) return;
    const meta = responseMeta(response, deps.now());
    if (sameResponse(record, meta, text)) {
      await deps.store.touch(key, meta);
      return;
    }
    const fresh = checkedRecord(key, text, meta);
    if (!fresh) return;
    await saveRecord(deps.store, key, fresh, maxDetails);
    deps.post(updatedMessage(key, fresh));
  }

  async function offlineResponse(url: URL): Promise<Response> {
    const id = detailIdOf(url);
    const found = id === undefined ? undefined : await settleWithin(findInLists(deps.store, id), limits.storeReadMs, undefined);
    return found ? partialDetailResponse(found.item, found.list) : offlineNotSavedResponse();
  }

  return async function handleApiRequest(request, waitUntil) {
    const url = new URL(request.url);
    const key = apiCacheKey(url);
    const record = await read(key);
    if (record) {
      // Failures of the background refresh leave the stored response as it is.
      waitUntil(background(revalidate(request, key, record)));
      return recordResponse(record);
    }
    let response: Response;
    try {
      response = await deps.fetch(request);
    } catch {
      return offlineResponse(url);
    }
    const copy = response.clone();
    waitUntil(background(storableRecord(key, copy, deps.now())
      .then((fresh) => (fresh ? saveRecord(deps.store, key, fresh, maxDetails) : undefined))));
    return response;
  };
}

function updatedMessage(key: string, record: ApiMeta): CacheUpdatedMessage {
  const message: CacheUpdatedMessage = { type: 'cache-updated', url: key, storedAt: record.storedAt };
  const source = CATALOGUE_SOURCES.find((name): name is CatalogueSource => name === record.source);
  if (source) message.source = source;
  return message;
}

/** Same ETag, or else the same text: either way nothing to parse, store in full or announce. */
function sameResponse(stored: ApiRecord, meta: ApiMeta, text: string): boolean {
  return (stored.etag !== undefined && stored.etag === meta.etag) || stored.text === text;
}

/**
 * Game `id`'s item from the newest stored list that contains it, with that list's metadata. The only
 * place a stored list is parsed: lists are read newest first, and the search stops at the first hit.
 */
async function findInLists(store: ApiStore, id: number): Promise<{ item: unknown; list: ApiMeta } | undefined> {
  const lists = (await store.metas())
    .filter(([key]) => isListKey(key))
    .sort((a, b) => b[1].storedAt - a[1].storedAt);
  for (const [key, list] of lists) {
    const item = itemIn(await store.text(key), id);
    if (item !== undefined) return { item, list };
  }
  return undefined;
}

function itemIn(text: string | undefined, id: number): unknown {
  if (text === undefined) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(body)) return undefined;
  return body.find((game: unknown) => typeof game === 'object' && game !== null && (game as { id?: unknown }).id === id);
}
