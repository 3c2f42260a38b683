/**
 * When the catalogue index keeper builds next: once the index is a refresh interval old; after
 * building from the demo fallback, at the fallback's fixed retry; and after failed builds, no
 * sooner than a back-off that doubles from 30 s to 15 minutes, so a games service that is down
 * is asked for its list a few times an hour, not every second (docs/server.md, "The catalogue index").
 */

/** The wait after the first failed build in a row; each further failure doubles it. */
const FIRST_RETRY_MS = 30_000;
/** The longest wait between failed builds: a service back up is found within this. */
const MAX_RETRY_MS = 15 * 60_000;
/** Node's timers cannot wait longer (a signed 32-bit number of milliseconds). */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Never sooner, whatever the settings say. */
const MIN_WAIT_MS = 1000;

export interface BuildSchedule {
  /** How old the index kept now is; undefined when there is none. */
  ageMs: number | undefined;
  /** How old an index may grow before it is rebuilt. */
  refreshMs: number;
  /** Builds that failed in a row since the last success (0 after one). */
  failures: number;
  /** Set while the index served came from the fallback: its fixed retry wins. */
  fallbackRetryMs?: number;
}

/** The back-off after `failures` failed builds in a row: 30 s, 1, 2, 4, 8, then 15 minutes. */
function retryDelayMs(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(failures - 1, 30));
}

/** Milliseconds until the next build. */
export function nextBuildInMs(schedule: BuildSchedule): number {
  const { ageMs, refreshMs, failures, fallbackRetryMs } = schedule;
  // A failed build left an old index (or none), so its refresh is already due: wait out the back-off.
  const wait = fallbackRetryMs ?? Math.max(refreshMs - (ageMs ?? refreshMs), retryDelayMs(failures));
  return Math.max(MIN_WAIT_MS, Math.min(wait, MAX_TIMER_MS));
}
