/**
 * A diary entry as this device keeps it, and the pure rules of its local life: a change made here
 * shows at once and waits as the record's one pending operation (changes to one entry coalesce into
 * it); the server's answer or a pulled entry is laid under what still waits, by the contract's merge
 * rule (diary-merge.ts), so an edit elsewhere to another field is kept.
 */
import { mergeDiaryOp } from '../contract/diary-merge';
import { DIARY_FIELDS, DIARY_FIELD_TIME, type DiaryEntry, type DiaryFieldValues, type DiaryOp, type DiaryOpResult } from '../contract/diary';

export interface DiaryRecord {
  entry: DiaryEntry;
  /** The change still to send, if any. */
  pending?: DiaryOp;
  /** Why the server refused this entry's last change (shown beside it), if it did. */
  refused?: string;
}

export type DiaryChanges = Partial<DiaryFieldValues>;

/** A new session logged here: its record, entry and pending put. */
export function newRecord(id: string, gameId: number, values: DiaryFieldValues, time: number, opId: string): DiaryRecord {
  const entry: DiaryEntry = {
    id, game_id: gameId, ...values, created_at: time, updated_at: time, deleted: false,
    date_updated_at: time, minutes_updated_at: time, note_updated_at: time, marker_updated_at: time,
  };
  return { entry, pending: { op: 'put', id, game_id: gameId, ...values, updated_at: time, op_id: opId } };
}

/** `record` with `changes` made at `time`; the pending put gains those fields at that time. */
export function editRecord(record: DiaryRecord, changes: DiaryChanges, time: number, opId: string): DiaryRecord {
  const entry: DiaryEntry = { ...record.entry, deleted: false, updated_at: time };
  const previous = record.pending?.op === 'put' ? record.pending : undefined;
  const op: Extract<DiaryOp, { op: 'put' }> = { ...(previous ?? {}), op: 'put', id: entry.id, game_id: entry.game_id, updated_at: time, op_id: opId };
  for (const field of DIARY_FIELDS) {
    if (changes[field] === undefined) continue;
    (entry as DiaryFieldValues)[field] = changes[field] as never;
    entry[DIARY_FIELD_TIME[field]] = time;
    (op as DiaryFieldValues)[field] = changes[field] as never;
    op[DIARY_FIELD_TIME[field]] = time;
  }
  // Bringing a deleted entry back (Undo) sends every field, so the server restores it whole.
  if (record.entry.deleted) for (const field of DIARY_FIELDS) (op as DiaryFieldValues)[field] ??= entry[field] as never;
  return { entry, pending: op };
}

/** `record` deleted at `time`: a tombstone here, a pending delete for the server. */
export function deleteRecord(record: DiaryRecord, time: number, opId: string): DiaryRecord {
  return { entry: { ...record.entry, deleted: true, updated_at: time }, pending: { op: 'delete', id: record.entry.id, updated_at: time, op_id: opId } };
}

/** The server's entry with what still waits here laid over it. */
function rebase(server: DiaryEntry, pending: DiaryOp | undefined): DiaryEntry {
  if (!pending) return server;
  const outcome = mergeDiaryOp(server, pending);
  return outcome.kind === 'store' ? outcome.entry : server;
}

/**
 * What the server's answer to `sent` leaves of `current` (read again, since the person may have
 * changed it meanwhile); undefined when the record is to be forgotten (a delete of an entry the
 * server never had, or a tombstone nothing waits on).
 */
export function afterResult(current: DiaryRecord, sent: DiaryOp, result: DiaryOpResult): DiaryRecord | undefined {
  const stillPending = current.pending && current.pending.op_id !== sent.op_id ? current.pending : undefined;
  if ('entry' in result) {
    const entry = rebase(result.entry, stillPending);
    return entry.deleted && !stillPending ? undefined : { entry, ...(stillPending ? { pending: stillPending } : {}) };
  }
  if (result.status === 404 && sent.op === 'delete') return stillPending ? current : undefined;
  // Refused for good (a bad field, an unknown game, the limit): the change stops waiting and says why.
  return { entry: current.entry, ...(stillPending ? { pending: stillPending } : {}), refused: result.message };
}

/** What a pulled entry leaves of the local record; undefined when nothing is to be kept. */
export function afterPull(current: DiaryRecord | undefined, server: DiaryEntry): DiaryRecord | undefined {
  const pending = current?.pending;
  const entry = rebase(server, pending);
  if (entry.deleted && !pending) return undefined;
  return { entry, ...(pending ? { pending } : {}) };
}
