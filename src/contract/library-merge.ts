/**
 * The library's merge rule, written once (docs/decisions.md, "Per-field merge"): the server applies
 * it to what it stores, and a device to rebase a change still waiting to be sent on an entry it
 * pulled. Each field of LIBRARY_FIELDS wins or loses on its own change time; on a tie what is stored
 * stays. A removal at time R clears every field last changed at or before R (FIELD_AFTER_REMOVAL) and
 * leaves a tombstone, unless a field changed after R; a change at or before a tombstone's time
 * changes nothing, so an older change cannot bring a removed game back.
 */
import type { LibraryEntry, LibraryOp } from './library.js';
import { FIELD_AFTER_REMOVAL, FIELD_TIME, LIBRARY_FIELDS, type LibraryField, type LibraryFieldValues } from './library-fields.js';

export type MergeOutcome =
  /** Nothing changes: the stored entry stands. */
  | { kind: 'same' }
  /** The entry to store. */
  | { kind: 'store'; entry: LibraryEntry }
  /** A removal of a game never stored: nothing is stored; this tombstone is the answer. */
  | { kind: 'absent'; entry: LibraryEntry }
  /** A change of a rating or note alone for a game not in the library: it needs a status first. */
  | { kind: 'needs-status' };

/** When `field` of `entry` last changed; an entry stored before per-field times counts its `updated_at`. */
export function fieldTime(entry: LibraryEntry, field: LibraryField): number {
  return entry[FIELD_TIME[field]] ?? entry.updated_at;
}

/** When the put `op` changed `field`, or undefined when it does not send that field. */
export function opFieldTime(op: LibraryOp, field: LibraryField): number | undefined {
  if (op.op !== 'put' || op[field] === undefined) return undefined;
  return op[FIELD_TIME[field]] ?? op.updated_at;
}

/** `op` with every time at most `now`: a clock running ahead cannot win over later changes. */
export function clampOp(op: LibraryOp, now: number): LibraryOp {
  const clamped = { ...op, updated_at: Math.min(op.updated_at, now) };
  if (clamped.op === 'put') for (const field of LIBRARY_FIELDS) if (clamped[FIELD_TIME[field]] !== undefined) clamped[FIELD_TIME[field]] = Math.min(clamped[FIELD_TIME[field]] ?? now, now);
  return clamped;
}

function setField<F extends LibraryField>(entry: LibraryEntry, field: F, value: LibraryFieldValues[F], time: number): void {
  (entry as LibraryFieldValues)[field] = value;
  entry[FIELD_TIME[field]] = time;
}

/** Every field time written out, and `updated_at` the latest of them. */
function settled(entry: LibraryEntry): LibraryEntry {
  for (const field of LIBRARY_FIELDS) entry[FIELD_TIME[field]] = fieldTime(entry, field);
  entry.updated_at = Math.max(...LIBRARY_FIELDS.map((field) => fieldTime(entry, field)));
  return entry;
}

function remove(stored: LibraryEntry | undefined, op: LibraryOp): MergeOutcome {
  const removedAt = op.updated_at;
  if (!stored) {
    const entry: LibraryEntry = { game_id: op.game_id, status: null, rating: null, note: '', created_at: removedAt, updated_at: removedAt, deleted: true };
    for (const field of LIBRARY_FIELDS) entry[FIELD_TIME[field]] = removedAt;
    return { kind: 'absent', entry };
  }
  const next = settled({ ...stored });
  let changed = false;
  for (const field of LIBRARY_FIELDS) {
    const time = fieldTime(next, field);
    const cleared = FIELD_AFTER_REMOVAL[field](next[field] as never);
    // On a tie the removal wins: a tombstone holds no rating or note.
    if (time > removedAt || (time === removedAt && cleared === next[field])) continue;
    setField(next, field, cleared, removedAt);
    changed = true;
  }
  // A tombstone's fields all carry its time: a removal later than it moves them all, so changes between lose.
  const latestRemoval = stored.deleted ? Math.max(stored.updated_at, removedAt) : removedAt;
  const deleted = LIBRARY_FIELDS.every((field) => fieldTime(next, field) <= latestRemoval);
  if (!changed && deleted === stored.deleted) return { kind: 'same' };
  next.deleted = deleted;
  return { kind: 'store', entry: settled(next) };
}

function put(stored: LibraryEntry | undefined, op: LibraryOp): MergeOutcome {
  // A put that brings a game back may carry its first added date (Undo of a Remove).
  const addedAt = op.op === 'put' && op.created_at !== undefined ? Math.min(op.created_at, op.updated_at) : op.updated_at;
  const base: LibraryEntry = stored ? settled({ ...stored }) : { game_id: op.game_id, status: null, rating: null, note: '', created_at: addedAt, updated_at: 0, deleted: true };
  if (!stored) for (const field of LIBRARY_FIELDS) base[FIELD_TIME[field]] = 0;
  let changed = false;
  for (const field of LIBRARY_FIELDS) {
    const time = opFieldTime(op, field);
    if (time === undefined || time <= fieldTime(base, field) || (stored?.deleted && time <= stored.updated_at)) continue;
    setField(base, field, (op as LibraryFieldValues)[field] as never, time);
    changed = true;
  }
  if (!changed) return stored ? { kind: 'same' } : { kind: 'needs-status' };
  if (base.deleted) {
    base.deleted = false;
    base.created_at = addedAt;
  }
  if (base.status === null) return { kind: 'needs-status' };
  return { kind: 'store', entry: settled(base) };
}

/** What `op` (its times already clamped by whoever applies it) does to `stored`. */
export function mergeOp(stored: LibraryEntry | undefined, op: LibraryOp): MergeOutcome {
  return op.op === 'put' ? put(stored, op) : remove(stored, op);
}
