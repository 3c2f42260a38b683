/** The lists in memory, for the screens: empty and not ready until the engine has read this device's copy. */
import { createStore, useStore } from '../lib/create-store';
import type { ListView } from './lists-state';

export type ListsSyncState = 'synced' | 'local' | 'syncing' | 'offline' | 'error' | 'signed-out';

export interface ListsSnapshot {
  ready: boolean;
  lists: readonly ListView[];
  sync: { state: ListsSyncState; pending: number; message?: string };
  /** The last change the server refused (a full list, say), until the next change. */
  refusal?: string;
}

const INITIAL_LISTS: ListsSnapshot = { ready: false, lists: [], sync: { state: 'signed-out', pending: 0 } };

export const listsStore = createStore<ListsSnapshot>(INITIAL_LISTS);

export function useLists(): ListsSnapshot {
  return useStore(listsStore);
}
