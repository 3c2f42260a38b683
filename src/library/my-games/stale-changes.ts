/**
 * Changes that have waited too long to sync: in a Safari tab, script-written storage is deleted
 * after 7 days without a visit, and a change not yet on the server is the one thing lost with it
 * (docs/browser-support.md, "What a person can lose in a Safari tab"). After a day, My Games says so.
 */
import type { LocalEntry } from '../local-entry';

/** How long a change may wait before My Games points it out. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** How many games (removals included) hold a change made here more than STALE_AFTER_MS before `now`. */
export function staleChangeCount(entries: Iterable<LocalEntry>, now: number): number {
  let count = 0;
  for (const entry of entries) {
    if (entry.pending && entry.pendingSince !== undefined && now - entry.pendingSince > STALE_AFTER_MS) count++;
  }
  return count;
}

export function staleChangesText(count: number): string {
  return count === 1
    ? '1 change made on this device more than a day ago has not reached the server yet.'
    : `${count} changes made on this device more than a day ago have not reached the server yet.`;
}
