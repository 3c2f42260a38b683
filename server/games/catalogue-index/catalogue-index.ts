/**
 * The catalogue index over a games upstream: built from the live service (with the demo as
 * `auto`'s fallback) or the demo alone, its last good copy kept in DATA_DIR, and shared through
 * Redis when several copies run.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { GamesCatalogue } from '../catalogue/games-catalogue.js';
import type { GamesUpstream } from '../upstream/games-upstream.js';
import { catalogueIndexFile, memoryIndexFile } from './catalogue-index-file.js';
import { createCatalogueIndexKeeper, type CatalogueIndexKeeper } from './catalogue-index-keeper.js';
import { redisIndexStore, type SharedIndexStore } from './catalogue-index-shared.js';
import { catalogueIndexSources } from './catalogue-index-sources.js';

export interface CatalogueIndexOptions {
  /** Where the index's last good copy is kept (DATA_DIR); none keeps it in memory only. */
  catalogueIndexDir?: string;
  /** Shared store for the index when several copies run (REDIS_URL). */
  redisUrl?: string;
  /** Put before the index's Redis keys instead of `freeplay:catalogue-index:` (tests keep runs apart). */
  catalogueIndexKeyPrefix?: string;
  now?: () => number;
}

export interface KeptCatalogueIndex {
  keeper: CatalogueIndexKeeper;
  /** Stops the background builds and lets go of Redis. */
  close(): Promise<void>;
}

export async function createCatalogueIndex(upstream: GamesUpstream, catalogue: GamesCatalogue, options: CatalogueIndexOptions, log: FastifyBaseLogger): Promise<KeptCatalogueIndex> {
  let shared: SharedIndexStore | undefined;
  let closeShared = async (): Promise<void> => undefined;
  if (options.redisUrl) {
    const { Redis } = await import('ioredis');
    // Commands wait for the connection, but fail after one retry: the copy then builds alone.
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    redis.on('error', (error: unknown) => log.warn({ err: error }, 'Redis catalogue index store failed'));
    closeShared = async () => {
      await redis.quit().catch(() => redis.disconnect());
    };
    shared = redisIndexStore(redis, options.catalogueIndexKeyPrefix);
  }
  const keeper = createCatalogueIndexKeeper({
    shared,
    ...catalogueIndexSources(upstream.client, catalogue.rules, upstream.source === 'auto'),
    file: options.catalogueIndexDir ? catalogueIndexFile(options.catalogueIndexDir) : memoryIndexFile(),
    now: options.now ?? Date.now,
    log,
  });
  return {
    keeper,
    async close() {
      keeper.close();
      await closeShared();
    },
  };
}
