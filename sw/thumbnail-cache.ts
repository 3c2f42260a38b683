/**
 * Cache-first for the thumbnails our server serves (`GET /thumbnails/:id`), in Cache Storage,
 * bounded in count and age. Each stored copy carries the time it was stored in a header of ours.
 */
import { HEADERS } from '../src/contract/api.js';
import type { WaitUntil } from './api-cache.js';
import { MAX_THUMBNAILS, THUMBNAIL_CACHE_NAME, THUMBNAIL_MAX_AGE_MS } from './names.js';
import { settleWithin } from './settle-within.js';
import { BACKGROUND_LIMIT_MS } from './time-limits.js';

/** The header on stored copies that says when they were stored (ms since epoch): the API cache's own. */
const THUMBNAIL_STORED_AT = HEADERS.storedAt;

/** The parts of Cache Storage this strategy uses (the real one, or an in-memory fake in tests). */
export interface CacheLike {
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
  delete(url: string): Promise<boolean>;
  /** Entries in insertion order, as Cache Storage keeps them: the oldest first. */
  keys(): Promise<readonly Request[]>;
}

export interface ThumbnailCacheDeps {
  open: (name: string) => Promise<CacheLike>;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
  maxEntries?: number;
  maxAgeMs?: number;
  /** How long storing a copy may take (reading the image's body, then Cache Storage). */
  backgroundMs?: number;
}

/** Builds the handler that answers one thumbnail request. */
export function createThumbnailCache(deps: ThumbnailCacheDeps): (request: Request, waitUntil: WaitUntil) => Promise<Response> {
  const maxEntries = deps.maxEntries ?? MAX_THUMBNAILS;
  const maxAgeMs = deps.maxAgeMs ?? THUMBNAIL_MAX_AGE_MS;
  const isFresh = (response: Response): boolean => deps.now() - storedAtOf(response) < maxAgeMs;

  async function store(cache: CacheLike, url: string, response: Response): Promise<void> {
    const headers = new Headers(response.headers);
    headers.set(THUMBNAIL_STORED_AT, String(deps.now()));
    const body = await response.arrayBuffer();
    await cache.put(url, new Response(body, { status: response.status, statusText: response.statusText, headers }));
    await trim(cache);
  }

  async function trim(cache: CacheLike): Promise<void> {
    const urls = (await cache.keys()).map((request) => request.url);
    let first = 0;
    // Insertion order is age order, so expired copies sit at the front.
    while (first < urls.length) {
      const url = urls[first];
      const cached = url === undefined ? undefined : await cache.match(url);
      if (cached && isFresh(cached)) break;
      if (url !== undefined) await cache.delete(url);
      first++;
    }
    for (const url of urls.slice(first, Math.max(first, urls.length - maxEntries))) await cache.delete(url);
  }

  return async function handleThumbnailRequest(request, waitUntil) {
    const cache = await deps.open(THUMBNAIL_CACHE_NAME);
    const url = request.url;
    const cached = await cache.match(url);
    if (cached && isFresh(cached)) return cached;
    if (cached) await cache.delete(url);
    let response: Response;
    try {
      response = await deps.fetch(request);
    } catch {
      // The page shows its placeholder for an image that cannot load.
      return new Response(null, { status: 503, statusText: 'Offline' });
    }
    if (response.ok && (response.headers.get('content-type') ?? '').startsWith('image/')) {
      // Bounded: a body that stalls must not keep the event (and so the worker's replacement) waiting.
      waitUntil(settleWithin(store(cache, url, response.clone()), deps.backgroundMs ?? BACKGROUND_LIMIT_MS, undefined));
    }
    return response;
  };
}

function storedAtOf(response: Response): number {
  const value = Number(response.headers.get(THUMBNAIL_STORED_AT));
  return Number.isFinite(value) ? value : 0;
}
