/**
 * The diary's merge rule, written once: the server applies it to what it stores, and a device to
 * lay a change still waiting to be sent over an entry it pulled. Each field of DIARY_FIELDS wins or
 * loses on its own change time; on a tie what is stored stays. Whether the entry exists is decided
 * by time too: a delete later than every change of the entry leaves a tombstone (its values kept, so
 * Undo can bring it back); a put later than the tombstone brings it back.
 */
import { DIARY_FIELDS, DIARY_FIELD_TIME, type DiaryEntry, type DiaryField, type DiaryFieldValues, type DiaryOp } from './diary.js';

export type DiaryMergeOutcome =
  | { kind: 'same' }
  | { kind: 'store'; entry: DiaryEntry }
  /** A delete of an entry never stored. */
  | { kind: 'missing' }
  /** A new entry needs its day. */
  | { kind: 'needs-date' }
  /** The id is taken by an entry of another game: an entry's game never changes. */
  | { kind: 'other-game' };

/** When the put `op` changed `field`, or undefined when it does not send that field. */
function diaryOpFieldTime(op: DiaryOp, field: DiaryField): number | undefined {
  if (op.op !== 'put' || op[field] === undefined) return undefined;
  return op[DIARY_FIELD_TIME[field]] ?? op.updated_at;
}

/** `op` with every time at most `now`: a clock running ahead cannot win over later changes. */
export function clampDiaryOp(op: DiaryOp, now: number): DiaryOp {
  const clamped = { ...op, updated_at: Math.min(op.updated_at, now) };
  if (clamped.op === 'put') {
    for (const field of DIARY_FIELDS) {
      const time = clamped[DIARY_FIELD_TIME[field]];
      if (time !== undefined) clamped[DIARY_FIELD_TIME[field]] = Math.min(time, now);
    }
  }
  return clamped;
}

function setField<F extends DiaryField>(entry: DiaryEntry, field: F, value: DiaryFieldValues[F], time: number): void {
  (entry as DiaryFieldValues)[field] = value;
  entry[DIARY_FIELD_TIME[field]] = time;
}

function created(op: Extract<DiaryOp, { op: 'put' }>): DiaryEntry | undefined {
  if (op.date === undefined) return undefined;
  const time = (field: DiaryField) => diaryOpFieldTime(op, field) ?? op.updated_at;
  return {
    id: op.id,
    game_id: op.game_id,
    date: op.date,
    minutes: op.minutes ?? null,
    note: op.note ?? '',
    marker: op.marker ?? null,
    created_at: op.updated_at,
    updated_at: op.updated_at,
    deleted: false,
    date_updated_at: time('date'),
    minutes_updated_at: time('minutes'),
    note_updated_at: time('note'),
    marker_updated_at: time('marker'),
  };
}

/** What `op` leaves of `stored` (undefined when the server has no entry of that id). */
export function mergeDiaryOp(stored: DiaryEntry | undefined, op: DiaryOp): DiaryMergeOutcome {
  if (op.op === 'delete') {
    if (!stored) return { kind: 'missing' };
    if (op.updated_at <= stored.updated_at) return { kind: 'same' };
    return { kind: 'store', entry: { ...stored, deleted: true, updated_at: op.updated_at } };
  }
  if (!stored) {
    const entry = created(op);
    return entry ? { kind: 'store', entry } : { kind: 'needs-date' };
  }
  if (stored.game_id !== op.game_id) return { kind: 'other-game' };
  // A tombstone comes back only for a put later than the delete; an older one changes nothing.
  if (stored.deleted && op.updated_at <= stored.updated_at) return { kind: 'same' };
  const entry: DiaryEntry = { ...stored, deleted: false };
  let changed = stored.deleted;
  for (const field of DIARY_FIELDS) {
    const time = diaryOpFieldTime(op, field);
    if (time === undefined || time <= stored[DIARY_FIELD_TIME[field]]) continue;
    setField(entry, field, op[field] as DiaryFieldValues[typeof field], time);
    changed = true;
  }
  if (!changed) return { kind: 'same' };
  entry.updated_at = Math.max(stored.updated_at, op.updated_at);
  return { kind: 'store', entry };
}
