/** While tripped, `auto` answers from cache or the demo catalogue without calling the live service. */
export interface LiveBackoff {
  active(now: number): boolean;
  trip(now: number): void;
  clear(): void;
}

/** A fixed back-off: after a failure, leave the live service alone for `retryMs`. */
export function createLiveBackoff(retryMs: number): LiveBackoff {
  let until = 0;
  return {
    active: (now) => now < until,
    trip: (now) => {
      until = now + retryMs;
    },
    clear: () => {
      until = 0;
    },
  };
}
