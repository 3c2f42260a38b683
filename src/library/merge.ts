/**
 * The merge rules as pure code (docs/architecture.md, "Tracking and sync"). Last writer wins per
 * game by the time of the change on the device that made it; on a tie the server keeps what it has,
 * so its response decides. A removal is a tombstone. A record with an `opId` is in the outbox.
 */
import { validateLibraryPut, type LibraryEntry, type LibraryOp, type LibraryOpResult } from '../contract';
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

/** Same status, rating, note and presence: what a person would see as the same entry. */
function sameContent(a: LibraryEntry, b: LibraryEntry): boolean {
  if (a.deleted || b.deleted) return a.deleted === b.deleted;
  return a.status === b.status && a.rating === b.rating && a.note === b.note;
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
  const result = validateLibraryPut({ ...entry, op_id: opId });
  if (!result.ok) throw new LibraryEditError(result.errors.map((error) => error.message).join(' '));
  return entry;
}

/** The record after a person's change, in the outbox; `record` itself when nothing changes. */
export function applyEdit(record: GameRecord | undefined, gameId: number, edit: LibraryEdit, now: number, opId: string): GameRecord | undefined {
  const live = record && !record.entry.deleted ? record.entry : undefined;
  const updated_at = changeTime(record, now);
  let entry: LibraryEntry;
  if (edit.kind === 'remove') {
    if (!live) return record;
    entry = { ...live, deleted: true, updated_at };
  } else if (edit.kind === 'status') {
    entry = live
      ? { ...live, status: edit.status, updated_at }
      : { game_id: gameId, status: edit.status, rating: null, note: '', created_at: updated_at, updated_at, deleted: false };
  } else {
    if (!live) throw new LibraryEditError('Track this game first: choose a status, then rate it or write a note.');
    entry = edit.kind === 'rating' ? { ...live, rating: edit.rating, updated_at } : { ...live, note: edit.note, updated_at };
  }
  return { entry: entry.deleted ? entry : checked(entry, opId), opId, changedElsewhere: false, statusChangedAt: statusChangedAt(record, entry) };
}

/** The record after importing one item: it replaces what is here, as a change made now. */
export function applyImport(record: GameRecord | undefined, item: ImportItem, now: number, opId: string): GameRecord {
  const updated_at = Math.max(item.updated_at ?? now, (record?.entry.updated_at ?? 0) + 1);
  const created_at = Math.min(item.created_at ?? updated_at, updated_at);
  const entry: LibraryEntry = { game_id: item.game_id, status: item.status, rating: item.rating, note: item.note, created_at, updated_at, deleted: false };
  return { entry: checked(entry, opId), opId, changedElsewhere: false, statusChangedAt: statusChangedAt(record, entry) };
}

/** The operation to send for a record in the outbox, built from its entry. */
export function opFor(record: GameRecord): LibraryOp | undefined {
  const { opId, entry } = record;
  if (opId === undefined) return undefined;
  if (entry.deleted) return { op: 'delete', game_id: entry.game_id, updated_at: entry.updated_at, op_id: opId };
  if (entry.status === null) return undefined;
  return { op: 'put', game_id: entry.game_id, status: entry.status, rating: entry.rating, note: entry.note, updated_at: entry.updated_at, op_id: opId };
}

/**
 * The record after the server answered the op `sentOpId`. A newer local change (another op id)
 * stays and will be sent. Otherwise the server's stored entry is adopted, even when it clamped our
 * future time; if it is not our change, ours lost and the game is marked changed elsewhere. A
 * refused op leaves `record: undefined` (forget it) and the server's reason.
 */
export function applyResponse(record: GameRecord | undefined, sentOpId: string, result: LibraryOpResult): { record: GameRecord | undefined; refused?: string } {
  if (!record || record.opId !== sentOpId) return { record };
  if (result.status === 200 && 'entry' in result) {
    const changedElsewhere = record.changedElsewhere || !sameContent(result.entry, record.entry);
    return { record: { entry: result.entry, changedElsewhere, statusChangedAt: statusChangedAt(record, result.entry) } };
  }
  // Refused for good (the app checks with the same rules, so this is rare): forget our version;
  // the caller then pulls everything again and the server's version comes back.
  const message = 'message' in result ? result.message : `Refused (HTTP ${result.status}).`;
  return { record: undefined, refused: message };
}

/**
 * The record after a pulled entry. A pending change newer than it stays (the server will take it);
 * otherwise the pulled entry wins, and if it replaced a pending change of ours with different
 * content, the game is marked changed elsewhere.
 */
export function applyRemote(record: GameRecord | undefined, remote: LibraryEntry): GameRecord {
  if (!record) return { entry: remote, changedElsewhere: false, statusChangedAt: remote.updated_at };
  if (record.entry.updated_at > remote.updated_at) return record;
  // Our own write coming back (or a repeated delivery): keep the record, so nothing re-renders.
  if (record.opId === undefined && record.entry.updated_at === remote.updated_at && sameContent(record.entry, remote)) return record;
  const lostOurs = record.opId !== undefined && !sameContent(remote, record.entry);
  return { entry: remote, changedElsewhere: record.changedElsewhere || lostOurs, statusChangedAt: statusChangedAt(record, remote) };
}
