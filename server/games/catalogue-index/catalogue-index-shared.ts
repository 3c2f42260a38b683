/**
 * The catalogue index shared between server copies through Redis: the last good index under one
 * key, and a lock (SET NX PX) so only one copy builds it at a time while the others read it, and
 * the games service sees one build's calls, not one per copy. takeTurn is how a copy about to
 * build decides between another copy's index, the lock, and building alone.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
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

/** Longer than a build takes (about 12 s at 4 calls a second), short enough to recover from a crashed builder. */
const LOCK_TTL_MS = 120_000;
/** How long a copy waits for another's build before building alone. */
const WAIT_FOR_OTHER_MS = 60_000;
/** How often a waiting copy looks for the builder's index. */
const POLL_MS = 500;

export interface TurnOptions {
  shared: SharedIndexStore;
  /** Whether an index is recent enough to serve. */
  fresh: (index: CatalogueIndex) => boolean;
  /** When the index this copy serves now was built, if it has one: another copy's must be newer. */
  servedGeneratedAt: string | undefined;
  /** Given while this copy serves nothing: called once if another copy builds, to show the plain list meanwhile. */
  showPlainList?: () => Promise<void>;
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/**
 * `read`: another copy's fresh index, to serve. `locked`: this copy builds (and unlocks after).
 * `build`: build without the lock (Redis away, or the other copy never finished).
 */
export type Turn = { kind: 'read'; index: CatalogueIndex } | { kind: 'locked' } | { kind: 'build' };

export async function takeTurn(options: TurnOptions): Promise<Turn> {
  const { shared, fresh, servedGeneratedAt } = options;
  const newer = (index: CatalogueIndex | undefined): index is CatalogueIndex =>
    index !== undefined && fresh(index) && index.generated_at !== servedGeneratedAt;
  try {
    const stored = await shared.read();
    if (newer(stored)) return { kind: 'read', index: stored };
    if (await shared.lock(LOCK_TTL_MS)) return { kind: 'locked' };
    await options.showPlainList?.();
    for (let waited = 0; waited < WAIT_FOR_OTHER_MS && !options.signal.aborted; waited += POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const built = await shared.read();
      if (newer(built)) return { kind: 'read', index: built };
    }
  } catch (error) {
    options.log.warn({ err: error }, 'catalogue index: the shared store failed; building here');
  }
  return { kind: 'build' };
}
