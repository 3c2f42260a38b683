/**
 * Remove with Undo (docs/decisions.md, "Remove offers Undo"): a removal is written at once, and for
 * 10 seconds one offer can put the entry back as it was, status, rating, note and dates. The card's
 * menu and the game page share it, so the page shows one offer at a time: the latest removal's.
 */
import { createStore } from '../../lib/create-store';
import { removeFromLibrary, restoreEntry } from '../library-actions';
import { libraryStore } from '../library-store';
import type { LocalEntry } from '../local-entry';

export const UNDO_WINDOW_MS = 10_000;

export interface RemovalOffer {
  /** The entry as it was just before the removal. */
  entry: LocalEntry;
  title: string;
  /** Where the focus goes from the offer when it ends or after Undo (the card's button, the game page's status). */
  returnFocus: () => HTMLElement | null | undefined;
}

export const removalOfferStore = createStore<RemovalOffer | undefined>(undefined);

let closeTimer: ReturnType<typeof setTimeout> | undefined;

/** Ends the offer (its time is up, or Dismiss). */
export function dismissRemovalOffer(): void {
  clearTimeout(closeTimer);
  removalOfferStore.set(undefined);
}

/**
 * Removes a game and, when it held a status, offers Undo for UNDO_WINDOW_MS. The offer comes with
 * the removal as it shows, which is at once (src/library/early-edits.ts), not when its write ends:
 * Undo takes the focus, and taking it when a slow write ends would pull it from wherever the
 * person has gone since. A removal that is not written withdraws its offer.
 */
export async function removeWithUndo(gameId: number, title: string, returnFocus: RemovalOffer['returnFocus']): Promise<void> {
  const before = libraryStore.get().byId.get(gameId);
  const offer = before && !before.deleted && before.status !== null ? { entry: before, title, returnFocus } : undefined;
  if (offer) {
    clearTimeout(closeTimer);
    removalOfferStore.set(offer);
    closeTimer = setTimeout(dismissRemovalOffer, UNDO_WINDOW_MS);
  }
  try {
    await removeFromLibrary(gameId);
  } catch (error) {
    if (offer && removalOfferStore.get() === offer) dismissRemovalOffer();
    throw error;
  }
}

/** Puts the removed entry back through the outbox, as a new change that syncs like any other. */
export async function undoRemoval(): Promise<void> {
  const offer = removalOfferStore.get();
  dismissRemovalOffer();
  if (!offer) return;
  await restoreEntry(offer.entry);
  // The restored control is drawn on the next frame.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  offer.returnFocus()?.focus();
}
