/**
 * "Add to list" from any games screen (a card's Track menu, a game's page, Browse's results):
 * features do not import each other, so a screen asks here and the lists' dialog, which the app
 * mounts, answers. Until the lists are loaded nothing offers it.
 */
import { createStore, useStore } from './create-store';

export interface AddToListRequest {
  gameIds: readonly number[];
  /** What is being added, in words: a game's title, or "12 games from Browse". */
  what: string;
  /** Where the focus goes when the dialog closes. */
  returnFocus?: () => HTMLElement | null | undefined;
}

export const addToListStore = createStore<AddToListRequest | undefined>(undefined);
/** True once the app has mounted the dialog that answers requests. */
export const addToListReady = createStore(false);

export function openAddToList(request: AddToListRequest): void {
  addToListStore.set(request);
}

export function useAddToListReady(): boolean {
  return useStore(addToListReady);
}
