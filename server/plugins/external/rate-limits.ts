/**
 * The account limits (decorated as `rateLimits`), counted by rate-limiter-flexible: in Redis when
 * REDIS_URL is set, so every server copy shares the counts, with a bounded in-memory insurance
 * limiter that counts per copy while Redis is unreachable; in bounded memory otherwise. ioredis is
 * loaded only when a Redis URL is given.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createAccountLimits, type AccountLimits } from '../../security/account-limits.js';
import { memoryLimiters, redisLimiters } from '../../security/limiter-factories.js';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../../security/rate-limits.js';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: AccountLimits;
  }
}

export interface RateLimitsPluginOptions {
  redisUrl?: string;
  /** Put before every Redis key, so several apps (or test runs) can share one Redis. */
  keyPrefix?: string;
  /** Replaces some of DEFAULT_RATE_LIMITS (tests shrink them). */
  settings?: Partial<RateLimitSettings>;
}

const DEFAULT_KEY_PREFIX = 'freeplay:rate:';
// How long start-up waits for Redis before counting in memory until it answers.
const REDIS_READY_TIMEOUT_MS = 2_000;

async function openRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const { Redis } = await import('ioredis');
  // Fail a command quickly when Redis is away (the insurance limiter then counts) rather than queue it.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: REDIS_READY_TIMEOUT_MS, enableOfflineQueue: false });
  redis.on('error', (error: unknown) => log.warn({ err: error }, 'Redis rate-limit store failed; counting in memory'));
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, REDIS_READY_TIMEOUT_MS);
    redis.once('ready', done);
  });
  return redis;
}

export const rateLimitsPlugin = fp<RateLimitsPluginOptions>(
  async (app, options) => {
    const settings = { ...DEFAULT_RATE_LIMITS, ...options.settings };
    if (!options.redisUrl) {
      app.decorate('rateLimits', createAccountLimits(memoryLimiters(settings.maxWindows), settings));
      return;
    }
    const redis = await openRedis(options.redisUrl, app.log);
    app.readiness.add('Redis', () => redis.ping());
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    const limiters = redisLimiters(redis, options.keyPrefix ?? DEFAULT_KEY_PREFIX, settings.maxWindows);
    app.decorate('rateLimits', createAccountLimits(limiters, settings));
  },
  { name: 'rate-limits', dependencies: ['readiness'] },
);
