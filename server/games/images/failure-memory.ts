/**
 * Image fetches that failed, remembered per URL so that asking again costs the games service
 * nothing: a lasting refusal (404, redirect, not an image) for 10 minutes, a temporary one
 * (timeout, 5xx) for 30 s. A refusal of our own (the rate gate was full) is not remembered.
 */
import type { Failure } from '../upstream/fetched.js';

export interface FailureMemory {
  remember(url: string, failure: Failure): void;
  /** The failure still remembered for this URL, if any. */
  recall(url: string): Failure | undefined;
}

const LASTING_FAILURE_MS = 10 * 60_000;
const TEMPORARY_FAILURE_MS = 30_000;

/** Bounded: past `maxEntries` the oldest is forgotten first, so distinct URLs cannot grow it without end. */
export function createFailureMemory(now: () => number, maxEntries = 5000): FailureMemory {
  const failures = new Map<string, { failure: Failure; until: number }>();
  return {
    remember(url, failure) {
      if (failure.busy) return;
      failures.delete(url);
      failures.set(url, { failure, until: now() + (failure.lasting ? LASTING_FAILURE_MS : TEMPORARY_FAILURE_MS) });
      if (failures.size > maxEntries) {
        const oldest = failures.keys().next();
        if (!oldest.done) failures.delete(oldest.value);
      }
    },
    recall(url) {
      const kept = failures.get(url);
      if (kept && now() < kept.until) return kept.failure;
      if (kept) failures.delete(url);
      return undefined;
    },
  };
}
