/** Which queue a call waits in: API calls go before image calls. */
export type GateLane = 'api' | 'image';

export interface RateGate {
  /** Resolves true when the call may start, or false if it could not within `maxWaitMs` (busy). */
  acquire(lane: GateLane, maxWaitMs: number): Promise<boolean>;
  /** Refuses every waiting call and stops the timers. */
  close(): void;
}

interface Waiter {
  grant: (granted: boolean) => void;
  timer: NodeJS.Timeout;
}

export interface RateGateOptions {
  /** At most this many calls start in any window (UPSTREAM.md: about 4 a second). */
  perWindow: number;
  windowMs?: number;
  /** Waiting calls per lane beyond which new ones are refused at once. */
  maxQueue?: number;
}

/**
 * A sliding-window gate: no more than `perWindow` upstream calls start in any `windowMs`, the
 * others wait in line, each for a bounded time.
 */
export function createRateGate({ perWindow, windowMs = 1000, maxQueue = 500 }: RateGateOptions): RateGate {
  const starts: number[] = [];
  const lanes: Record<GateLane, Waiter[]> = { api: [], image: [] };
  let wakeUp: NodeJS.Timeout | undefined;

  const freeIn = (now: number): number => (starts.length < perWindow ? 0 : (starts[0] ?? 0) + windowMs - now);
  const start = (now: number): void => {
    starts.push(now);
    if (starts.length > perWindow) starts.shift();
  };

  const drain = (): void => {
    wakeUp = undefined;
    for (;;) {
      const waiter = lanes.api[0] ?? lanes.image[0];
      if (!waiter) return;
      const now = performance.now();
      const wait = freeIn(now);
      if (wait > 0) {
        wakeUp = setTimeout(drain, Math.ceil(wait));
        return;
      }
      (lanes.api[0] === waiter ? lanes.api : lanes.image).shift();
      clearTimeout(waiter.timer);
      start(now);
      waiter.grant(true);
    }
  };

  return {
    acquire(lane, maxWaitMs) {
      const now = performance.now();
      if (lanes.api.length === 0 && lanes.image.length === 0 && freeIn(now) <= 0) {
        start(now);
        return Promise.resolve(true);
      }
      if (lanes[lane].length >= maxQueue) return Promise.resolve(false);
      return new Promise<boolean>((grant) => {
        const waiter: Waiter = {
          grant,
          timer: setTimeout(() => {
            lanes[lane].splice(lanes[lane].indexOf(waiter), 1);
            grant(false);
          }, maxWaitMs),
        };
        lanes[lane].push(waiter);
        if (!wakeUp) drain();
      });
    },
    close() {
      if (wakeUp) clearTimeout(wakeUp);
      wakeUp = undefined;
      for (const waiter of [...lanes.api.splice(0), ...lanes.image.splice(0)]) {
        clearTimeout(waiter.timer);
        waiter.grant(false);
      }
    },
  };
}
