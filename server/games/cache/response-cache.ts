import { LRUCache } from 'lru-cache';
import type { CatalogueSource } from '../../../src/contract/api.js';
import type { PreparedResponse } from './prepared-response.js';

export interface CacheEntry {
  response: PreparedResponse;
  source: CatalogueSource;
  storedAt: number;
  /** Served without asking upstream until then. */
  freshUntil: number;
  /** Served when upstream fails until then (24 h after storing); dropped after. */
  staleUntil: number;
  /** The ids a full list holds, so a detail for any other id can be answered "not found" locally. */
  ids?: ReadonlySet<number>;
}

export interface ResponseCache {
  /** The entry for a key if it is still fresh or stale-servable at `now`. */
  get(key: string, now: number): CacheEntry | undefined;
  set(key: string, entry: CacheEntry): void;
  readonly size: number;
}

export interface ResponseCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** The clock entries are stored and expire by (the service's, which tests move by hand). */
  now: () => number;
}

/**
 * Prepared responses per normalised key, bounded in entries and bytes (least recently used go
 * first). An entry lives until its stale horizon; whether it is still fresh is the caller's
 * question (`freshUntil`), because a stale entry is served only when upstream fails.
 */
export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const lru = new LRUCache<string, CacheEntry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    // A response larger than the whole budget is not kept (and evicts nothing).
    maxEntrySize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.response.size),
    perf: { now: options.now },
    ttlAutopurge: false,
  });
  return {
    get(key, now) {
      const entry = lru.get(key);
      if (entry && now >= entry.staleUntil) {
        lru.delete(key);
        return undefined;
      }
      return entry;
    },
    set(key, entry) {
      lru.set(key, entry, { ttl: Math.max(1, entry.staleUntil - options.now()) });
    },
    get size() {
      return lru.size;
    },
  };
}
