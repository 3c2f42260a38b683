/**
 * Stale-while-revalidate for the catalogue API (`GET /api/games…`, `GET /api/game…`), with the
 * answers kept in IndexedDB. Everything it touches is handed in, so Node tests can drive it.
 */
import { CATALOGUE_SOURCES, type CatalogueSource } from '../src/contract/api.js';
import type { CacheUpdatedMessage } from '../src/contract/messages.js';
import { apiCacheKey } from '../src/contract/api-cache-key.js';
import { detailIdOf } from './cache-key.js';
import type { ApiMeta, ApiRecord, ApiStore } from './api-store.js';
import { offlineNotSavedResponse, partialDetailResponse, recordResponse } from './api-responses.js';
import { findInLists } from './find-in-lists.js';
import { answerMeta, checkedRecord, goodAnswerRecord, jsonAnswerText } from './good-answer.js';
import { saveRecord } from './save-record.js';
import { MAX_DETAILS } from './names.js';
import { settleWithin } from './settle-within.js';
import { BACKGROUND_LIMIT_MS, NETWORK_TIMEOUT_MS, STORE_READ_LIMIT_MS } from './time-limits.js';

export interface ApiCacheDeps {
  store: ApiStore;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
  /** Tells open pages that an answer changed (a BroadcastChannel in the worker). */
  post: (message: CacheUpdatedMessage) => void;
  maxDetails?: number;
  /** Time limits in ms (tests shorten them): see time-limits.ts. */
  limits?: Partial<ApiCacheLimits>;
}

export interface ApiCacheLimits {
  networkMs: number;
  backgroundMs: number;
  storeReadMs: number;
}

/** Keeps the worker alive for background work (FetchEvent.waitUntil in the worker). */
export type WaitUntil = (promise: Promise<unknown>) => void;

/** Builds the handler that answers one API request. */
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
    const text = await jsonAnswerText(response);
    if (text === undefined) return;
    const meta = answerMeta(response, deps.now());
    if (sameAnswer(record, meta, text)) {
      await deps.store.touch(key, meta);
      return;
    }
    const fresh = checkedRecord(key, text, meta);
    if (!fresh) return;
    await saveRecord(deps.store, key, fresh, maxDetails);
    deps.post(updatedMessage(key, fresh));
  }

  async function offlineAnswer(url: URL): Promise<Response> {
    const id = detailIdOf(url);
    const found = id === undefined ? undefined : await settleWithin(findInLists(deps.store, id), limits.storeReadMs, undefined);
    return found ? partialDetailResponse(found.item, found.list) : offlineNotSavedResponse();
  }

  return async function handleApiRequest(request, waitUntil) {
    const url = new URL(request.url);
    const key = apiCacheKey(url);
    const record = await read(key);
    if (record) {
      // Failures of the background refresh leave the stored answer as it is.
      waitUntil(background(revalidate(request, key, record)));
      return recordResponse(record);
    }
    let response: Response;
    try {
      response = await deps.fetch(request);
    } catch {
      return offlineAnswer(url);
    }
    const copy = response.clone();
    waitUntil(background(goodAnswerRecord(key, copy, deps.now())
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
function sameAnswer(stored: ApiRecord, meta: ApiMeta, text: string): boolean {
  return (stored.etag !== undefined && stored.etag === meta.etag) || stored.text === text;
}
