/**
 * The two ways a limiter is made: bounded memory (one server copy), or Redis shared by every copy
 * with bounded memory as the insurance limiter that counts per copy while Redis is unreachable.
 */
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { LimiterFactory } from './account-limits.js';
import { BoundedMemoryLimiter } from './bounded-memory-limiter.js';
import type { LimitRule } from './rate-limits.js';

const inSeconds = (rule: LimitRule) => ({ points: rule.limit, duration: Math.max(1, Math.round(rule.windowMs / 1000)) });

export function memoryLimiters(maxWindows: number): LimiterFactory {
  return (name, rule) => new BoundedMemoryLimiter({ ...inSeconds(rule), keyPrefix: name, maxWindows });
}

/** Keys are `${prefix}${name}:${key}`, e.g. freeplay:rate:signin-ip:192.0.2.1. */
export function redisLimiters(redis: Redis, prefix: string, maxWindows: number): LimiterFactory {
  const insurance = memoryLimiters(maxWindows);
  return (name, rule) =>
    new RateLimiterRedis({
      storeClient: redis,
      ...inSeconds(rule),
      keyPrefix: `${prefix}${name}`,
      // A command to an unready connection fails at once, so the insurance limiter answers.
      rejectIfRedisNotReady: true,
      insuranceLimiter: insurance(name, rule),
    });
}
