/**
 * The account rate limits' store: Redis when REDIS_URL is set (falling back to memory while it is
 * unreachable), memory otherwise, or the one a test passes. Decorated on the app as `rateLimits`.
 */
import { createFallbackRateLimitStore } from '../security/rate-limit-fallback-store.js';
import { createMemoryRateLimitStore } from '../security/rate-limit-memory-store.js';
import { createRedisRateLimitStore } from '../security/rate-limit-redis-store.js';
import type { RateLimitStore } from '../security/rate-limit-store.js';
import { createRateLimits, DEFAULT_RATE_LIMITS, type RateLimits, type RateLimitSettings } from '../security/rate-limits.js';
import { namedPlugin } from './named-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export interface RateLimitsPluginOptions {
  redisUrl?: string;
  /** A store to use instead (the caller closes it). */
  store?: RateLimitStore;
  /** Replaces some of DEFAULT_RATE_LIMITS (tests shrink them). */
  settings?: Partial<RateLimitSettings>;
  now: () => number;
}

export const rateLimitsPlugin = namedPlugin<RateLimitsPluginOptions>(
  'rate-limits',
  async (app, options) => {
    let store = options.store;
    if (!store) {
      const memory = createMemoryRateLimitStore(options.now);
      const opened = options.redisUrl
        ? createFallbackRateLimitStore(createRedisRateLimitStore({ url: options.redisUrl }), memory, (error) =>
            app.log.warn({ err: error }, 'Redis rate-limit store failed; counting in memory'),
          )
        : memory;
      app.addHook('onClose', async () => opened.close());
      store = opened;
    }
    app.decorate('rateLimits', createRateLimits(store, { ...DEFAULT_RATE_LIMITS, ...options.settings }));
  },
  { shared: true },
);
