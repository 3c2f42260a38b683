/**
 * Counters in fixed time windows, the storage side of rate limiting: in memory for one server, in
 * Redis when several copies must share them.
 */

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key` in a window of `windowMs` that starts with the key's first hit. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window of `key` without counting; undefined when no window is open. */
  peek(key: string): Promise<WindowCount | undefined>;
  /** Forgets `key` (e.g. its failures after a successful sign-in). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
