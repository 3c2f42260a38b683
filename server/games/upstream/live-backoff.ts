/**
 * The live service's health, in every live mode: `up` until a call fails, then `waiting` (response
 * from cache, or demo in `auto`, without calling), then `retry` once the back-off has passed.
 */
export interface LiveBackoff {
  state(now: number): 'up' | 'waiting' | 'retry';
  trip(now: number): void;
  clear(): void;
}

/** A fixed back-off: after a failure, leave the live service alone for `retryMs`. */
export function createLiveBackoff(retryMs: number): LiveBackoff {
  let until: number | undefined;
  return {
    state: (now) => (until === undefined ? 'up' : now < until ? 'waiting' : 'retry'),
    trip: (now) => {
      until = now + retryMs;
    },
    clear: () => {
      until = undefined;
    },
  };
}
