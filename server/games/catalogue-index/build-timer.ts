/**
 * When the catalogue index keeper builds next, and how many builds failed in a row: a failed
 * build pushes the next one back (catalogue-index-schedule.ts), a good one resets the count.
 */
import { nextBuildInMs } from './catalogue-index-schedule.js';

export interface BuildTimer {
  /** Builds failed in a row since the last good one. */
  failures(): number;
  failed(): void;
  succeeded(): void;
  /** Sets the one timer for the next build, from the served index's age (undefined: none) and whether it is the fallback's. */
  schedule(ageMs: number | undefined, fromFallback: boolean): void;
  close(): void;
}

/** After building from the fallback, the live service is tried again this soon. */
const FALLBACK_RETRY_MS = 5 * 60_000;

export function createBuildTimer(refreshMs: number, onDue: () => void): BuildTimer {
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  return {
    failures: () => failures,
    failed: () => void (failures += 1),
    succeeded: () => void (failures = 0),
    schedule(ageMs, fromFallback) {
      if (closed) return;
      const wait = nextBuildInMs({ ageMs, refreshMs, failures, fallbackRetryMs: fromFallback ? FALLBACK_RETRY_MS : undefined });
      clearTimeout(timer);
      timer = setTimeout(onDue, wait);
      // The daily rebuild must never hold the process open.
      timer.unref();
    },
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
