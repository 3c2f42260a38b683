/**
 * What screens call to change the library. Each resolves once the change is written to IndexedDB
 * together with its outbox entry (it then shows at once, with or without network), and rejects
 * with a message a person can read when the change is not allowed.
 */
import type { LibraryStatus } from '../contract';
import type { ImportItem, LibraryEdit } from './local-entry';
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

/** Rates a tracked game 1 to 5, or clears the rating with null. */
export function setRating(gameId: number, rating: number | null): Promise<void> {
  return edit(gameId, { kind: 'rating', rating });
}

/** Sets a tracked game's private note (at most 500 characters). */
export function setNote(gameId: number, note: string): Promise<void> {
  return edit(gameId, { kind: 'note', note });
}

/** Writes every item in one transaction, or none when one is invalid (the message names it). */
export function importEntries(items: readonly ImportItem[]): Promise<void> {
  return loadEngine().then((engine) => engine.importEntries(items));
}
