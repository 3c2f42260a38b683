/** The one Undo offer of the lists screens (a removed list or game), shown until used, dismissed or replaced. */
import { createStore } from '../lib/create-store';

export interface ListsUndoOffer {
  message: string;
  undo: () => Promise<void>;
}

export const listsUndoStore = createStore<ListsUndoOffer | undefined>(undefined);

export function offerUndo(offer: ListsUndoOffer): void {
  listsUndoStore.set(offer);
}
