import { Redis } from 'ioredis';
import type { RateLimitStore, WindowCount } from './rate-limit-store.js';

export interface RedisStoreOptions {
  url: string;
  /** Put before every key, so several apps (or test runs) can share one Redis. */
  prefix?: string;
}

// INCR and the first PEXPIRE in one atomic step: a window always gets its end, even under races.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

/** A rate-limit store in Redis, shared by every server copy that uses the same URL and prefix. */
export function createRedisRateLimitStore(options: RedisStoreOptions): RateLimitStore {
  const prefix = options.prefix ?? 'freeplay:rate:';
  const redis = new Redis(options.url, {
    // Fail a command quickly when Redis is away rather than queueing requests behind it.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: true,
  });
  // Connection errors surface on each command; this keeps them from being unhandled events.
  redis.on('error', () => undefined);

  return {
    async hit(key, windowMs) {
      const result = await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs));
      const [count, ttl] = result as [number, number];
      return { count, resetInMs: Math.max(ttl, 0) };
    },
    async peek(key): Promise<WindowCount | undefined> {
      const [countReply, ttlReply] = (await redis.multi().get(prefix + key).pttl(prefix + key).exec()) ?? [];
      const failure = countReply?.[0] ?? ttlReply?.[0];
      if (failure) throw failure;
      const count = countReply?.[1];
      const ttl = ttlReply?.[1];
      if (typeof count !== 'string' || typeof ttl !== 'number' || ttl < 0) return undefined;
      return { count: Number(count), resetInMs: ttl };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      if (redis.status === 'end' || redis.status === 'wait') {
        redis.disconnect();
        return;
      }
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
