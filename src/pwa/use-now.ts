/** The current time, refreshed every `intervalMs` while some component watches it. */
import { useSyncExternalStore } from 'react';

let now = Date.now();

function subscribe(intervalMs: number) {
  return (listener: () => void) => {
    now = Date.now();
    const timer = setInterval(() => {
      now = Date.now();
      listener();
    }, intervalMs);
    return () => clearInterval(timer);
  };
}

const subscribers = new Map<number, (listener: () => void) => () => void>();

export function useNow(intervalMs = 30_000): number {
  let subscribeAt = subscribers.get(intervalMs);
  if (!subscribeAt) {
    subscribeAt = subscribe(intervalMs);
    subscribers.set(intervalMs, subscribeAt);
  }
  return useSyncExternalStore(subscribeAt, () => now, () => now);
}
