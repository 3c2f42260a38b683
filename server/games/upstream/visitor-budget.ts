import { RateLimiterRes } from 'rate-limiter-flexible';
import { BoundedMemoryLimiter } from '../../security/bounded-memory-limiter.js';

/** How many games service calls one visitor may cause, so one cannot spend the shared upstream budget. */
export interface VisitorBudget {
  /** Undefined when the visitor may cause one more call; otherwise how long until it may (ms). */
  take(visitor: string): Promise<number | undefined>;
}

export interface VisitorBudgetOptions {
  /** Calls per visitor per window (default 20 per 10 s). */
  calls?: number;
  windowSeconds?: number;
}

/** Most visitors tracked at once; past it, new visitors wait for a window to end. */
const MAX_VISITORS = 10_000;

export function createVisitorBudget({ calls = 20, windowSeconds = 10 }: VisitorBudgetOptions): VisitorBudget {
  const limiter = new BoundedMemoryLimiter({ points: calls, duration: windowSeconds, maxWindows: MAX_VISITORS, keyPrefix: 'games-upstream' });
  return {
    async take(visitor) {
      try {
        await limiter.consume(visitor);
        return undefined;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
        throw rejection;
      }
    },
  };
}
