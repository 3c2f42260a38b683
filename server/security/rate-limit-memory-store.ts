import type { RateLimitStore, WindowCount } from './rate-limit-store.js';

interface Window {
  count: number;
  endsAt: number;
}

// Past this many keys a hit drops the ended windows, at most once a second (a sweep walks them all).
const SWEEP_THRESHOLD = 10_000;
const SWEEP_INTERVAL_MS = 1_000;
/** Past this many live windows the oldest are dropped: memory stays bounded whatever the traffic. */
export const MEMORY_STORE_MAX_KEYS = 100_000;

/** A rate-limit store in this process's memory; `now` (ms) is its clock. */
export function createMemoryRateLimitStore(now: () => number = Date.now, maxKeys = MEMORY_STORE_MAX_KEYS): RateLimitStore {
  const windows = new Map<string, Window>();
  let lastSweep = -Infinity;

  function current(key: string, time: number): Window | undefined {
    const window = windows.get(key);
    if (window && window.endsAt <= time) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  function sweep(time: number): void {
    lastSweep = time;
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
  }

  /** Drops the oldest windows (a Map keeps insertion order) until there is room for one more. */
  function makeRoom(): void {
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) return;
      windows.delete(key);
    }
  }

  const view = (window: Window, time: number): WindowCount => ({ count: window.count, resetInMs: window.endsAt - time });

  return {
    async hit(key, windowMs) {
      const time = now();
      if (windows.size >= SWEEP_THRESHOLD && time - lastSweep >= SWEEP_INTERVAL_MS) sweep(time);
      let window = current(key, time);
      if (!window) {
        makeRoom();
        window = { count: 0, endsAt: time + windowMs };
      }
      window.count += 1;
      windows.set(key, window);
      return view(window, time);
    },
    async peek(key) {
      const time = now();
      const window = current(key, time);
      return window ? view(window, time) : undefined;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
