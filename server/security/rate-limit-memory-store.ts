import type { RateLimitStore, WindowCount } from './rate-limit-store.js';

interface Window {
  count: number;
  endsAt: number;
}

// Past this many keys, a hit first drops every ended window, so memory stays bounded.
const SWEEP_THRESHOLD = 10_000;

/** A rate-limit store in this process's memory; `now` (ms) is its clock. */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, Window>();

  function current(key: string, time: number): Window | undefined {
    const window = windows.get(key);
    if (window && window.endsAt <= time) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  function sweep(time: number): void {
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
  }

  const view = (window: Window, time: number): WindowCount => ({ count: window.count, resetInMs: window.endsAt - time });

  return {
    async hit(key, windowMs) {
      const time = now();
      if (windows.size >= SWEEP_THRESHOLD) sweep(time);
      const window = current(key, time) ?? { count: 0, endsAt: time + windowMs };
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
