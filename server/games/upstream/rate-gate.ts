import PQueue from 'p-queue';

/** Which queue a call waits in: API calls go before image calls. */
export type GateLane = 'api' | 'image';

export interface RateGate {
  /** Resolves true when the call may start, or false if it could not within `maxWaitMs` (busy). */
  acquire(lane: GateLane, maxWaitMs: number): Promise<boolean>;
  /** Refuses every waiting call and stops the timers. */
  close(): void;
}

export interface RateGateOptions {
  /** At most this many calls start in any window (docs/games-service.md: about 4 a second). */
  perWindow: number;
  windowMs?: number;
  /** Waiting calls per lane beyond which new ones are refused at once. */
  maxQueue?: number;
}

const PRIORITY: Record<GateLane, number> = { api: 1, image: 0 };

/**
 * p-queue in strict (sliding-window) mode: no more than `perWindow` upstream calls start in any
 * `windowMs`, the others wait in line by lane priority, each for a bounded time. The queue only
 * grants starts; the caller makes the call itself, so its own timeout and size cap still apply.
 */
export function createRateGate({ perWindow, windowMs = 1000, maxQueue = 500 }: RateGateOptions): RateGate {
  const queue = new PQueue({ interval: windowMs, intervalCap: perWindow, strict: true });
  const waiting: Record<GateLane, number> = { api: 0, image: 0 };
  const pending = new Set<AbortController>();

  return {
    async acquire(lane, maxWaitMs) {
      if (waiting[lane] >= maxQueue) return false;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), maxWaitMs);
      waiting[lane] += 1;
      pending.add(controller);
      try {
        return await queue.add(() => true, { priority: PRIORITY[lane], signal: controller.signal });
      } catch {
        // Aborted while waiting: its time ran out, or the gate closed.
        return false;
      } finally {
        clearTimeout(timer);
        waiting[lane] -= 1;
        pending.delete(controller);
      }
    },
    close() {
      for (const controller of pending) controller.abort();
      queue.clear();
    },
  };
}
