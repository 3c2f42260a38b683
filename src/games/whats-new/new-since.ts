/**
 * "New since your last visit" as pure code. A visit is a stretch of use on this device with no
 * pause longer than VISIT_GAP_MS; the row shows the games released, or first seen in the catalogue
 * index on this device, after the previous visit ended. First-seen times are kept per game id; the
 * first index a device ever sees counts as known from the start, so nothing is "new" merely
 * because the device is.
 */
import type { CatalogueGame } from '../../contract';
import { isRecord } from '../../contract/is-record';

export const VISIT_GAP_MS = 30 * 60 * 1000;

export interface VisitState {
  /** When the previous visit ended (its last activity), or null on a device's first visit. */
  previousVisit: number | null;
  /** The last activity of the current visit. */
  lastActive: number;
  /** Game id → when this device first saw it in the catalogue index (0: in the first index seen). */
  firstSeen: Record<string, number>;
  /** When the row was last seen, so a reload within the same visit does not badge again. */
  seenAt?: number;
}

/** The visit state after activity at `now`: a new visit when the last activity is older than the gap. */
export function continueVisit(stored: VisitState | undefined, now: number): VisitState {
  if (!stored) return { previousVisit: null, lastActive: now, firstSeen: {} };
  if (now - stored.lastActive > VISIT_GAP_MS) return { previousVisit: stored.lastActive, lastActive: now, firstSeen: stored.firstSeen };
  return { ...stored, lastActive: Math.max(now, stored.lastActive) };
}

/** Records the ids of an index: new ones as first seen `now` (all as known when none was ever seen); gone ones are forgotten. */
export function recordFirstSeen(state: VisitState, ids: readonly number[], now: number): VisitState {
  const known = Object.keys(state.firstSeen).length > 0;
  const firstSeen: Record<string, number> = {};
  for (const id of ids) firstSeen[id] = state.firstSeen[id] ?? (known ? now : 0);
  return { ...state, firstSeen };
}

/** The release date as a time (its day's start, UTC), or undefined when it is not a date. */
function releaseTime(game: CatalogueGame): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}/.test(game.release_date)) return undefined;
  const time = Date.parse(game.release_date.slice(0, 10));
  return Number.isNaN(time) ? undefined : time;
}

/** The games released (not in the future) or first seen after the previous visit, newest release first. */
export function newSince(games: readonly CatalogueGame[], state: VisitState, now: number): CatalogueGame[] {
  const since = state.previousVisit;
  if (since === null) return [];
  const fresh = games.filter((game) => {
    const released = releaseTime(game);
    const seen = state.firstSeen[game.id];
    return (released !== undefined && released > since && released <= now) || (seen !== undefined && seen > since);
  });
  return fresh.sort((a, b) => b.release_date.localeCompare(a.release_date) || a.rank.popularity - b.rank.popularity);
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** A stored visit state, or undefined when it is missing or damaged in any way (then it starts afresh). */
export function parseVisitState(raw: unknown): VisitState | undefined {
  if (!isRecord(raw)) return undefined;
  const { previousVisit, lastActive, firstSeen, seenAt } = raw;
  if (!(previousVisit === null || isTime(previousVisit)) || !isTime(lastActive)) return undefined;
  if (!isRecord(firstSeen)) return undefined;
  const entries = Object.entries(firstSeen);
  if (!entries.every(([id, time]) => /^\d{1,9}$/.test(id) && isTime(time))) return undefined;
  if (seenAt !== undefined && !isTime(seenAt)) return undefined;
  return { previousVisit, lastActive, firstSeen: Object.fromEntries(entries) as Record<string, number>, ...(seenAt === undefined ? {} : { seenAt }) };
}
