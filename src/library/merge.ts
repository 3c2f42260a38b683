/**
 * The merge rules of this device as pure code (docs/architecture.md, "Tracking and sync"). Each
 * field (status, rating, note) carries the time it last changed, and a change of ours waits in the
 * outbox as the fields it changed (`dirty`) or as a removal (`removedAt`). A pulled entry is
 * rebased on with the contract's merge rule, the one the server applies, so a field of ours survives
 * only when it is later than the server's. A record with an `opId` is in the outbox.
 */
import { FIELD_TIME, fieldTime, LIBRARY_FIELDS, mergeOp, validateLibraryPut, type LibraryEntry, type LibraryField, type LibraryOp, type LibraryOpResult } from '../contract';
import type { GameRecord, ImportItem, LibraryEdit } from './local-entry';

/** A change that cannot be made, with a message a person can read. */
export class LibraryEditError extends Error {
  override name = 'LibraryEditError';
}

/**
 * The time a new change gets: the device's clock, but always after the change it replaces, so an
 * edit made after seeing another device's entry wins even when this clock runs behind.
 */
function changeTime(record: GameRecord | undefined, now: number): number {
  return Math.max(now, (record?.entry.updated_at ?? 0) + 1);
}

/** When the oldest change waiting in the record, once a new one joins it, was made: a change already waiting keeps its time. */
function queuedAt(record: GameRecord | undefined, now: number): number {
  return record?.opId !== undefined ? record.queuedAt ?? record.entry.updated_at : now;
}

/** `entry` with every field dated `time` (a new entry, an import). */
function allAt(entry: Omit<LibraryEntry, 'status_updated_at' | 'rating_updated_at' | 'note_updated_at'>, time: number): LibraryEntry {
  const dated: LibraryEntry = { ...entry };
  for (const field of LIBRARY_FIELDS) dated[FIELD_TIME[field]] = time;
  return dated;
}

/**
 * When the status last changed once `entry` replaces `before`: its time when the status or the
 * presence changed, otherwise the time kept (never after the entry's own, which a server may clamp).
 */
function statusChangedAt(before: GameRecord | undefined, entry: LibraryEntry): number {
  const old = before?.entry;
  if (!old || old.deleted !== entry.deleted || old.status !== entry.status) return entry.updated_at;
  return Math.min(before.statusChangedAt ?? old.updated_at, entry.updated_at);
}

function checked(entry: LibraryEntry, opId: string): LibraryEntry {
  const result = validateLibraryPut({ status: entry.status, rating: entry.rating, note: entry.note, updated_at: entry.updated_at, op_id: opId });
  if (!result.ok) throw new LibraryEditError(result.errors.map((error) => error.message).join(' '));
  return entry;
}

const union = (a: readonly LibraryField[] | undefined, field: LibraryField): LibraryField[] => LIBRARY_FIELDS.filter((each) => each === field || (a ?? []).includes(each));

/** The record after a person's change, in the outbox; `record` itself when nothing changes. */
export function applyEdit(record: GameRecord | undefined, gameId: number, edit: LibraryEdit, now: number, opId: string): GameRecord | undefined {
  const live = record && !record.entry.deleted ? record.entry : undefined;
  const time = changeTime(record, now);
  const fresh = { opId, changedElsewhere: false, queuedAt: queuedAt(record, now) };
  if (edit.kind === 'restore') {
    // A status chosen since the removal is newer than the Undo offer: it stays.
    if (live) return record;
    const entry = allAt({ ...edit.entry, game_id: gameId, deleted: false, updated_at: time }, time);
    return { entry: checked(entry, opId), ...fresh, dirty: [...LIBRARY_FIELDS], statusChangedAt: Math.min(edit.statusChangedAt, time) };
  }
  if (edit.kind === 'remove') {
    if (!live) return record;
    const outcome = mergeOp(live, { op: 'delete', game_id: gameId, updated_at: time, op_id: opId });
    const entry = outcome.kind === 'store' ? outcome.entry : { ...live, deleted: true, updated_at: time };
    return { entry, ...fresh, removedAt: time, statusChangedAt: statusChangedAt(record, entry) };
  }
  if (edit.kind === 'status' && !live) {
    const entry = allAt({ game_id: gameId, status: edit.status, rating: null, note: '', created_at: time, updated_at: time, deleted: false }, time);
    return { entry: checked(entry, opId), ...fresh, dirty: [...LIBRARY_FIELDS], statusChangedAt: statusChangedAt(record, entry) };
  }
  if (!live) throw new LibraryEditError('Track this game first: choose a status, then rate it or write a note.');
  const field: LibraryField = edit.kind;
  const value = edit.kind === 'status' ? edit.status : edit.kind === 'rating' ? edit.rating : edit.note;
  const entry: LibraryEntry = { ...live, [field]: value, [FIELD_TIME[field]]: time, updated_at: time };
  // A removal of ours the server has not seen, which another device's later field kept live: every field goes, at its own time.
  const dirty = record?.removedAt !== undefined ? [...LIBRARY_FIELDS] : union(record?.opId === undefined ? [] : record.dirty ?? LIBRARY_FIELDS, field);
  return { entry: checked(entry, opId), ...fresh, dirty, statusChangedAt: statusChangedAt(record, entry) };
}

/**
 * The record after importing one item: it replaces what is here, as a change made now. A game
 * already in the library keeps its added date unless the file gives one, and one already as the
 * item has it is left as it is.
 */
export function applyImport(record: GameRecord | undefined, item: ImportItem, now: number, opId: string): GameRecord {
  const live = record && !record.entry.deleted ? record.entry : undefined;
  // Already here as the file has it (our own export read back): nothing to write, dates kept.
  if (record && live && live.status === item.status && live.rating === item.rating && live.note === item.note) return record;
  const updated_at = Math.max(item.updated_at ?? now, (record?.entry.updated_at ?? 0) + 1);
  const created_at = Math.min(item.created_at ?? live?.created_at ?? updated_at, updated_at);
  const entry = allAt({ game_id: item.game_id, status: item.status, rating: item.rating, note: item.note, created_at, updated_at, deleted: false }, updated_at);
  return { entry: checked(entry, opId), opId, dirty: [...LIBRARY_FIELDS], changedElsewhere: false, statusChangedAt: statusChangedAt(record, entry), queuedAt: queuedAt(record, now) };
}

/** The time of our removal still waiting to be sent, if the record holds one (records stored before `removedAt` hold a deleted entry). */
function pendingRemoval(record: GameRecord): number | undefined {
  if (record.opId === undefined) return undefined;
  return record.removedAt ?? (record.entry.deleted && record.dirty === undefined ? record.entry.updated_at : undefined);
}

/** The operation to send for a record in the outbox: its removal, or the fields it changed, each at its own time. */
export function opFor(record: GameRecord): LibraryOp | undefined {
  const { opId, entry } = record;
  if (opId === undefined) return undefined;
  const removedAt = pendingRemoval(record);
  if (removedAt !== undefined) return { op: 'delete', game_id: entry.game_id, updated_at: removedAt, op_id: opId };
  if (entry.status === null) return undefined;
  const op: LibraryOp = { op: 'put', game_id: entry.game_id, updated_at: 0, op_id: opId };
  for (const field of record.dirty ?? LIBRARY_FIELDS) {
    const time = fieldTime(entry, field);
    Object.assign(op, { [field]: entry[field], [FIELD_TIME[field]]: time });
    op.updated_at = Math.max(op.updated_at, time);
  }
  // A whole entry (a game added, brought back by Undo, or imported) takes its added date with it, so
  // the server keeps the one it had when the put brings a removed game back.
  const whole = (record.dirty ?? LIBRARY_FIELDS).length === LIBRARY_FIELDS.length;
  if (whole && entry.created_at < op.updated_at) op.created_at = entry.created_at;
  return op;
}

/** The fields of our pending change (or, for our removal, of the game) that `winner` holds from elsewhere. */
function lostFields(record: GameRecord, winner: LibraryEntry): LibraryField[] {
  const removedAt = pendingRemoval(record);
  if (removedAt !== undefined) {
    return winner.deleted ? [] : LIBRARY_FIELDS.filter((field) => fieldTime(winner, field) > removedAt);
  }
  return (record.dirty ?? LIBRARY_FIELDS).filter((field) => winner[field] !== record.entry[field] && fieldTime(winner, field) !== fieldTime(record.entry, field));
}

/** The record marked with the fields another device's change replaced, when there are any (or our whole game was removed). */
function marked(record: GameRecord, lost: readonly LibraryField[], removedElsewhere: boolean): Pick<GameRecord, 'changedElsewhere' | 'changedFields'> {
  if (lost.length === 0 && !removedElsewhere) return { changedElsewhere: record.changedElsewhere, changedFields: record.changedFields };
  const changedFields = LIBRARY_FIELDS.filter((field) => lost.includes(field) || (record.changedFields ?? []).includes(field));
  return { changedElsewhere: true, changedFields };
}

/**
 * The record after the server answered the op `sentOpId`. A newer local change (another op id)
 * stays and will be sent. Otherwise the server's stored entry is adopted, even when it clamped our
 * future time; a field of ours it does not hold lost to another device's later change, and the
 * game is marked with that field. A refused op leaves `record: undefined` (forget it) and the
 * server's reason.
 */
export function applyResponse(record: GameRecord | undefined, sentOpId: string, result: LibraryOpResult): { record: GameRecord | undefined; refused?: string } {
  if (!record || record.opId !== sentOpId) return { record };
  if (result.status === 200 && 'entry' in result) {
    const removedElsewhere = pendingRemoval(record) === undefined && result.entry.deleted;
    const mark = marked(record, lostFields(record, result.entry), removedElsewhere);
    return { record: { entry: result.entry, ...mark, statusChangedAt: statusChangedAt(record, result.entry) } };
  }
  // Refused for good (the app checks with the same rules, so this is rare): forget our version;
  // the caller then pulls everything again and the server's version comes back.
  const message = 'message' in result ? result.message : `Refused (HTTP ${result.status}).`;
  return { record: undefined, refused: message };
}

/** Our pending change rebased on a pulled entry: what stays to send, and what lost. */
function rebase(record: GameRecord, remote: LibraryEntry, op: LibraryOp): GameRecord {
  const outcome = mergeOp(remote, op);
  const base = { statusChangedAt: statusChangedAt(record, outcome.kind === 'store' ? outcome.entry : remote) };
  if (outcome.kind !== 'store') {
    // Nothing of ours is later than the server's: the pulled entry stands.
    const removedElsewhere = pendingRemoval(record) === undefined && remote.deleted;
    return { entry: remote, ...marked(record, lostFields(record, remote), removedElsewhere), ...base };
  }
  const entry = outcome.entry;
  const removedAt = pendingRemoval(record);
  if (removedAt !== undefined) {
    if (entry.deleted) return { entry, opId: record.opId, queuedAt: record.queuedAt, removedAt, changedElsewhere: record.changedElsewhere, changedFields: record.changedFields, ...base };
    // Our removal cleared the older fields, but a later one elsewhere keeps the game: send the fields.
    return { entry, opId: record.opId, queuedAt: record.queuedAt, dirty: [...LIBRARY_FIELDS], ...marked(record, lostFields(record, entry), false), ...base };
  }
  const dirty = (record.dirty ?? LIBRARY_FIELDS).filter((field) => fieldTime(entry, field) === fieldTime(record.entry, field) && fieldTime(entry, field) > fieldTime(remote, field));
  const lost = (record.dirty ?? LIBRARY_FIELDS).filter((field) => !dirty.includes(field) && remote[field] !== record.entry[field]);
  const waiting = dirty.length > 0 ? { opId: record.opId, dirty, queuedAt: record.queuedAt } : {};
  return { entry, ...waiting, ...marked(record, lost, false), ...base };
}

/**
 * The record after a pulled entry. With a change of ours pending, it is rebased on the entry: each
 * field of ours later than the server's stays pending, the others take the server's, and those
 * that lost mark the game. Without one, the pulled entry wins unless it is older than ours.
 */
export function applyRemote(record: GameRecord | undefined, remote: LibraryEntry): GameRecord {
  if (!record) return { entry: remote, changedElsewhere: false, statusChangedAt: remote.updated_at };
  const op = opFor(record);
  if (op) return rebase(record, remote, op);
  // Ours is newer, so the pulled entry is stale, except against a removal of ours: the server keeps no
  // tombstone for a game it did not have (docs/decisions.md), so a live entry it holds stands.
  if (record.entry.updated_at > remote.updated_at && !(record.entry.deleted && !remote.deleted)) return record;
  // Our own write coming back (or a repeated delivery): keep the record, so nothing re-renders.
  if (sameEntry(record.entry, remote)) return record;
  return { entry: remote, changedElsewhere: record.changedElsewhere, changedFields: record.changedFields, statusChangedAt: statusChangedAt(record, remote) };
}

function sameEntry(a: LibraryEntry, b: LibraryEntry): boolean {
  return a.deleted === b.deleted && a.updated_at === b.updated_at && LIBRARY_FIELDS.every((field) => a[field] === b[field] && fieldTime(a, field) === fieldTime(b, field));
}
