/**
 * What the app keeps per game (docs/architecture.md, "Tracking and sync"): the entry as the server
 * would store it, plus whether a change of ours still waits in the outbox and whether another
 * device's newer change replaced one of ours.
 */
import type { LibraryEntry, LibraryStatus } from '../contract';

/** One game of the library as screens see it. */
export type LocalEntry = LibraryEntry & {
  /** A change made on this device has not reached the server yet. */
  pending: boolean;
  /** A newer change from another device replaced a change made here ("Changed on another device"). */
  changedElsewhere: boolean;
  /** When its status last changed: the record's own time, or the entry's last change for a record stored without one. */
  statusChangedAt: number;
};

/**
 * One game as stored in IndexedDB: the entry and, when a change waits to be sent, its op id. The
 * outbox is the set of records holding an `opId`, so a change and its outbox entry are one write.
 */
export interface GameRecord {
  entry: LibraryEntry;
  /** The op id of the change still to send; the op itself is built from `entry` when sent. */
  opId?: string;
  changedElsewhere: boolean;
  /**
   * When the status (or presence) last changed, kept on this device only (docs/decisions.md, "The
   * status-change date"); absent on records stored before it existed.
   */
  statusChangedAt?: number;
}

/** A change a person makes to one game. */
export type LibraryEdit =
  | { kind: 'status'; status: LibraryStatus }
  | { kind: 'remove' }
  | { kind: 'rating'; rating: number | null }
  | { kind: 'note'; note: string };

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
  return { ...record.entry, pending: record.opId !== undefined, changedElsewhere: record.changedElsewhere, statusChangedAt };
}
