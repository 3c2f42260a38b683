import type { CatalogueSource } from '../../../src/contract/api.js';
import { createLru } from './lru.js';
import type { PreparedAnswer } from './prepared-answer.js';

export interface CacheEntry {
  answer: PreparedAnswer;
  source: CatalogueSource;
  storedAt: number;
  /** Served without asking upstream until then. */
  freshUntil: number;
  /** Served when upstream fails until then (24 h after storing); dropped after. */
  staleUntil: number;
}

export interface AnswerCache {
  /** The entry for a key if it is still fresh or stale-servable at `now`. */
  get(key: string, now: number): CacheEntry | undefined;
  set(key: string, entry: CacheEntry): void;
  readonly size: number;
}

export interface AnswerCacheOptions {
  maxEntries: number;
  maxBytes: number;
}

/** Prepared answers per normalised key, bounded in entries and bytes, expired ones dropped on read. */
export function createAnswerCache(options: AnswerCacheOptions): AnswerCache {
  const lru = createLru<CacheEntry>({ ...options, sizeOf: (entry) => entry.answer.size });
  return {
    get(key, now) {
      const entry = lru.get(key);
      if (entry && now >= entry.staleUntil) {
        lru.delete(key);
        return undefined;
      }
      return entry;
    },
    set: (key, entry) => lru.set(key, entry),
    get size() {
      return lru.size;
    },
  };
}
