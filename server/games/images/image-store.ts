/**
 * Upstream images by URL, as thumbnails and screenshots share them: kept once fetched, a failure
 * remembered for a while (failure-memory.ts), one fetch per URL at a time, and each new fetch
 * charged to the visitor who causes it, so one address cannot spend the shared rate gate.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CatalogueSource } from '../../../src/contract/api.js';
import { createSingleFlight } from '../cache/single-flight.js';
import { MESSAGES } from '../messages.js';
import type { FetchedImage } from '../upstream/fetch-image.js';
import type { Fetched } from '../upstream/fetched.js';
import type { VisitorBudget } from '../upstream/visitor-budget.js';
import { createFailureMemory } from './failure-memory.js';

interface StoredImage {
  bytes: Buffer;
  contentType: string;
  etag: string;
  source: CatalogueSource;
}

export type ImageResult =
  | ({ ok: true; cache: 'hit' | 'miss' } & StoredImage)
  | { ok: false; status: 404 | 429 | 502 | 503; message: string; source: CatalogueSource; retryAfterSeconds?: number };

export interface ImageStoreOptions {
  source: CatalogueSource;
  fetchImage: (url: string) => Promise<Fetched<FetchedImage>>;
  budget: VisitorBudget;
  /** What the images are, for logs. */
  what: 'thumbnail' | 'screenshot';
  /** The message of a failed fetch, naming what the image is. */
  failedMessage: string;
  maxEntries: number;
  maxBytes: number;
  now: () => number;
  /** Aborted at shutdown: visitors waiting for their budget are answered at once. */
  draining: AbortSignal;
  log: FastifyBaseLogger;
}

export interface ImageStore {
  /** `visitor` (a client address key) pays for a fetch it causes; none for our own. */
  get(url: string, visitor: string | undefined, id: number): Promise<ImageResult>;
}

/** A visitor past its budget waits for its next call up to this long (like images at the rate gate), then is refused. */
const BUDGET_WAIT_MS = 10_000;

/** An image cache bounded by count and bytes; an image larger than the byte bound is never kept. */
export function createImageCache(maxEntries: number, maxBytes: number): LRUCache<string, StoredImage> {
  return new LRUCache<string, StoredImage>({
    max: maxEntries,
    maxSize: maxBytes,
    maxEntrySize: maxBytes,
    sizeCalculation: (image) => Math.max(1, image.bytes.length),
  });
}

export function stored(bytes: Buffer, contentType: string, source: CatalogueSource): StoredImage {
  return { bytes, contentType, source, etag: createHash('sha256').update(bytes).digest('base64url').slice(0, 27) };
}

export function createImageStore(options: ImageStoreOptions): ImageStore {
  const images = createImageCache(options.maxEntries, options.maxBytes);
  const failures = createFailureMemory(options.now);
  const flights = createSingleFlight<Fetched<FetchedImage>>();
  const { source } = options;
  const failed = { ok: false, status: 502, message: options.failedMessage, source } as const;

  /** Undefined when the visitor may cause one more fetch (after a short wait at most); else seconds until it may. */
  async function refusedFor(visitor: string): Promise<number | undefined> {
    const waitMs = await options.budget.take(visitor);
    if (waitMs === undefined) return undefined;
    if (waitMs <= BUDGET_WAIT_MS && !options.draining.aborted) {
      const waited = await sleep(waitMs, true, { signal: options.draining }).catch(() => false);
      const again = waited ? await options.budget.take(visitor) : waitMs;
      if (again === undefined) return undefined;
    }
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  return {
    async get(url, visitor, id) {
      const cached = images.get(url);
      if (cached) return { ok: true, cache: 'hit', ...cached };
      if (failures.recall(url)) return failed;
      // Joining a fetch already under way costs the service nothing; a new one costs the visitor.
      if (visitor !== undefined && !flights.running(url)) {
        const retryAfterSeconds = await refusedFor(visitor);
        if (retryAfterSeconds !== undefined) return { ok: false, status: 429, message: MESSAGES.visitorBusy, source, retryAfterSeconds };
        // Another request may have fetched or failed it meanwhile.
        const now = images.get(url);
        if (now) return { ok: true, cache: 'hit', ...now };
        if (failures.recall(url)) return failed;
      }
      const fetched = await flights.run(url, async () => {
        const answer = await options.fetchImage(url);
        if (!answer.ok && !answer.notFound) failures.remember(url, answer);
        return answer;
      });
      if (!fetched.ok) {
        options.log.warn({ id, reason: fetched.notFound ? 'not found' : fetched.reason }, `${options.what} fetch failed`);
        const busy = !fetched.notFound && fetched.busy;
        return busy ? { ok: false, status: 503, message: MESSAGES.busy, source } : failed;
      }
      const image = images.get(url) ?? stored(fetched.value.bytes, fetched.value.contentType, source);
      images.set(url, image);
      return { ok: true, cache: 'miss', ...image };
    },
  };
}
