import type { RateLimitStore } from './rate-limit-store.js';

/** At most `limit` counted events per `windowMs`. */
export interface LimitRule {
  limit: number;
  windowMs: number;
}

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one event for `key`; refused when this one goes over the limit. */
  consume(key: string): Promise<LimitVerdict>;
  /** Refused when `key` has already used up its window; counts nothing. */
  check(key: string): Promise<LimitVerdict>;
  /** Clears `key`'s window. */
  reset(key: string): Promise<void>;
}

/** A limiter for one rule; `name` keeps its keys apart from other limiters' in the shared store. */
export function createRateLimiter(store: RateLimitStore, name: string, rule: LimitRule): RateLimiter {
  const keyOf = (key: string) => `${name}:${key}`;
  const refused = (resetInMs: number): LimitVerdict => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)),
  });

  return {
    async consume(key) {
      const window = await store.hit(keyOf(key), rule.windowMs);
      return window.count > rule.limit ? refused(window.resetInMs) : { allowed: true };
    },
    async check(key) {
      const window = await store.peek(keyOf(key));
      return window && window.count >= rule.limit ? refused(window.resetInMs) : { allowed: true };
    },
    async reset(key) {
      await store.reset(keyOf(key));
    },
  };
}
