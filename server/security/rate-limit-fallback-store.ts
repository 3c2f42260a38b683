import type { RateLimitStore } from './rate-limit-store.js';

/**
 * Uses `primary` (Redis) and, for any call it fails, `fallback` (memory): while Redis is away the
 * limits still hold per server copy instead of failing every sign-in or letting all through.
 */
export function createFallbackRateLimitStore(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  onError: (error: unknown) => void,
): RateLimitStore {
  async function attempt<T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> {
    try {
      return await call(primary);
    } catch (error) {
      onError(error);
      return call(fallback);
    }
  }

  return {
    hit: (key, windowMs) => attempt((store) => store.hit(key, windowMs)),
    peek: (key) => attempt((store) => store.peek(key)),
    reset: (key) => attempt((store) => store.reset(key)),
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
