/**
 * What the app keeps per game (docs/architecture.md, "Tracking and sync"): the entry as the server
 * would store it, plus whether a change of ours still waits in the outbox and whether another
 * device's newer change replaced one of ours.
 */
import type { LibraryEntry, LibraryField, LibraryStatus } from '../contract';

/** One game of the library as screens see it. */
export type LocalEntry = LibraryEntry & {
  /** A change made on this device has not reached the server yet. */
  pending: boolean;
  /** A newer change from another device replaced a change made here ("Changed on another device"). */
  changedElsewhere: boolean;
  /** Which fields that change was in ("Rating changed on another device"); empty when it was the game's removal. */
  changedFields: LibraryField[];
  /** When its status last changed: the record's own time, or the entry's last change for a record stored without one. */
  statusChangedAt: number;
  /** While a change waits: when the oldest change still waiting was made on this device. */
  pendingSince?: number;
};

/**
 * One game as stored in IndexedDB: the entry and, when a change waits to be sent, its op id. The
 * outbox is the set of records holding an `opId`, so a change and its outbox entry are one write.
 */
export interface GameRecord {
  entry: LibraryEntry;
  /** The op id of the change still to send; the op itself is built from `entry` when sent. */
  opId?: string;
  /** The fields changed here since the server last answered, sent each at its own time; all of them when absent. */
  dirty?: LibraryField[];
  /** A removal made here waits to be sent: its time (a later edit here replaces it). */
  removedAt?: number;
  changedElsewhere: boolean;
  /** The fields of ours another device's newer change replaced (docs/decisions.md, "Per-field merge"). */
  changedFields?: LibraryField[];
  /**
   * When the status (or presence) last changed, kept on this device only (docs/decisions.md, "The
   * status-change date"); absent on records stored before it existed.
   */
  statusChangedAt?: number;
  /**
   * While a change waits: when the oldest change still waiting was made, by this device's clock (a
   * later edit keeps it; the server's answer clears it with the op id). Absent on records stored
   * before it existed, which count from the entry's last change.
   */
  queuedAt?: number;
}

/** A change a person makes to one game. */
export type LibraryEdit =
  | { kind: 'status'; status: LibraryStatus }
  | { kind: 'remove' }
  | { kind: 'rating'; rating: number | null }
  | { kind: 'note'; note: string }
  /** Undo of a removal: the entry as it was, status, rating, note and dates, back as a new change. */
  | { kind: 'restore'; entry: LibraryEntry; statusChangedAt: number };

/** One game of an import: our own JSON export, or a CSV matched to the catalogue. */
export interface ImportItem {
  game_id: number;
  status: LibraryStatus;
  rating: number | null;
  note: string;
  created_at?: number;
  updated_at?: number;
}

/** The view a screen reads of a stored record. */
export function toLocalEntry(record: GameRecord): LocalEntry {
  const statusChangedAt = record.statusChangedAt ?? record.entry.updated_at;
  const pending = record.opId !== undefined;
  const pendingSince = pending ? record.queuedAt ?? record.entry.updated_at : undefined;
  return { ...record.entry, pending, changedElsewhere: record.changedElsewhere, changedFields: record.changedFields ?? [], statusChangedAt, ...(pendingSince === undefined ? {} : { pendingSince }) };
}
