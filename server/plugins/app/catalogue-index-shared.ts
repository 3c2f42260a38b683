/**
 * The catalogue index shared between server copies through Redis: the last good index under one
 * key, and a lock (SET NX PX) so only one copy builds it at a time while the others read it, and
 * the games service sees one build's calls, not one per copy.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { CatalogueIndex } from '../../../src/contract/catalogue.js';
import { parseStoredIndex } from './catalogue-index-file.js';

export interface SharedIndexStore {
  read(): Promise<CatalogueIndex | undefined>;
  write(index: CatalogueIndex): Promise<void>;
  /** True when this copy now holds the build lock (for `ttlMs` at most). */
  lock(ttlMs: number): Promise<boolean>;
  /** Releases the lock if this copy still holds it. */
  unlock(): Promise<void>;
}

const DEFAULT_INDEX_KEY_PREFIX = 'freeplay:catalogue-index:';

// Deletes the lock only if it still holds our token, so a late copy never frees another's lock.
const UNLOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export function redisIndexStore(redis: Redis, prefix = DEFAULT_INDEX_KEY_PREFIX): SharedIndexStore {
  const token = randomBytes(12).toString('hex');
  const indexKey = `${prefix}index`;
  const lockKey = `${prefix}lock`;
  return {
    async read() {
      const text = await redis.get(indexKey);
      return text ? parseStoredIndex(text) : undefined;
    },
    async write(index) {
      await redis.set(indexKey, JSON.stringify(index));
    },
    async lock(ttlMs) {
      return (await redis.set(lockKey, token, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async unlock() {
      await redis.eval(UNLOCK, 1, lockKey, token);
    },
  };
}
