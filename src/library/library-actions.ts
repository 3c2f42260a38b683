/**
 * What screens call to change the library. Each resolves once the change is written to IndexedDB
 * together with its outbox entry (it then shows at once, with or without network), and rejects
 * with a message a person can read when the change is not allowed.
 */
import type { LibraryStatus } from '../contract';
import type { ImportItem, LibraryEdit, LocalEntry } from './local-entry';
import { loadEngine } from './start-library';

function edit(gameId: number, change: LibraryEdit): Promise<void> {
  return loadEngine().then((engine) => engine.edit(gameId, change));
}

/** Tracks a game with this status (Want to try, Playing, Played, Dropped), or changes its status. */
export function setStatus(gameId: number, status: LibraryStatus): Promise<void> {
  return edit(gameId, { kind: 'status', status });
}

/** Removes a game from the library (a tombstone, so an older change elsewhere cannot bring it back). */
export function removeFromLibrary(gameId: number): Promise<void> {
  return edit(gameId, { kind: 'remove' });
}

/** Undoes a removal: puts back the entry as it was (status, rating, note, dates), synced as a new change. */
export function restoreEntry(previous: LocalEntry): Promise<void> {
  // Only the entry's own fields: IndexedDB's schema refuses a record whose entry carries more.
  const { pending: _pending, pendingSince: _since, changedElsewhere: _elsewhere, changedFields: _fields, statusChangedAt, ...entry } = previous;
  return edit(previous.game_id, { kind: 'restore', entry, statusChangedAt });
}

/** Rates a tracked game 1 to 5, or clears the rating with null. */
export function setRating(gameId: number, rating: number | null): Promise<void> {
  return edit(gameId, { kind: 'rating', rating });
}

/** Sets a tracked game's private note (at most 500 characters). */
export function setNote(gameId: number, note: string): Promise<void> {
  return edit(gameId, { kind: 'note', note });
}

/** Signing out's Sync now: the changes still waiting after a pass, and why when some are. */
export function syncBeforeSignOut(): Promise<{ pending: number; message?: string }> {
  return loadEngine().then((engine) => engine.syncNow());
}

/** After signing out: this person's synced records and cursor leave the device; pending changes stay unless discarded. */
export function forgetSignedOut(userId: string, keepPending: boolean): Promise<void> {
  return loadEngine().then((engine) => engine.forget(userId, keepPending));
}

/** Writes every item in one transaction, or none when one is invalid (the message names it). */
export function importEntries(items: readonly ImportItem[]): Promise<void> {
  return loadEngine().then((engine) => engine.importEntries(items));
}
