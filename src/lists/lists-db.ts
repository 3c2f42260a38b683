/**
 * The lists in IndexedDB, on idb-keyval: each user's whole lists state (the server's records, the
 * outbox and the cursor) under ['state', userId], changed in one readwrite transaction so a change
 * and its outbox entry land together; and each shared list opened, under ['shared', userId,
 * shareId], so it stays readable offline. Only signing out removes them (docs/architecture.md,
 * "Signing out"), and keeps the outbox unless discarded: it may hold unsynced changes.
 */
import { del, get, promisifyRequest, update, type UseStore } from 'idb-keyval';
import { is } from '../contract/struct-checks.js';
import { SharedList } from '../contract/lists';
import { LISTS_DB_NAME, LISTS_STORE_NAME } from '../contract/storage-names';
import { createPageSafeStore } from '../lib/page-safe-store';
import { EMPTY_LISTS_STATE, type ListsState } from './lists-state';

/** A shared list as last opened, and when (ms). */
export interface SavedSharedList {
  list: SharedList;
  savedAt: number;
}

export interface ListsDb {
  load(userId: string): Promise<ListsState>;
  /** Reads the state, applies `change` and writes it back in one transaction; answers the new state. */
  change(userId: string, change: (state: ListsState) => ListsState): Promise<ListsState>;
  /** After sign-out: removes the user's synced records, cursor and saved shared lists, and their outbox unless kept, in one transaction. */
  forget(userId: string, keepPending: boolean): Promise<void>;
  saveShared(userId: string, saved: SavedSharedList): Promise<void>;
  loadShared(userId: string, shareId: string): Promise<SavedSharedList | undefined>;
  forgetShared(userId: string, shareId: string): Promise<void>;
}

function isState(value: unknown): value is ListsState {
  const state = value as Partial<ListsState> | null | undefined;
  return typeof state === 'object' && state !== null && typeof state.lists === 'object' && typeof state.items === 'object' && Array.isArray(state.outbox);
}

export function createListsDb(dbName = LISTS_DB_NAME): ListsDb {
  let store: UseStore | undefined;
  const records = (): UseStore => (store ??= createPageSafeStore(dbName, LISTS_STORE_NAME));
  const stateKey = (userId: string): IDBValidKey => ['state', userId];
  const sharedKey = (userId: string, shareId: string): IDBValidKey => ['shared', userId, shareId];
  return {
    load: async (userId) => {
      const value = await get<unknown>(stateKey(userId), records());
      return isState(value) ? value : EMPTY_LISTS_STATE;
    },
    async change(userId, change) {
      let next = EMPTY_LISTS_STATE;
      await update<unknown>(stateKey(userId), (value) => (next = change(isState(value) ? value : EMPTY_LISTS_STATE)), records());
      return next;
    },
    forget: (userId, keepPending) =>
      records()('readwrite', (store) => {
        const stored = store.get(stateKey(userId));
        stored.onsuccess = () => {
          const outbox = isState(stored.result) ? stored.result.outbox : [];
          // Without a cursor, the next sign-in pulls everything afresh under the kept outbox.
          if (keepPending && outbox.length > 0) store.put({ ...EMPTY_LISTS_STATE, outbox }, stateKey(userId));
          else store.delete(stateKey(userId));
        };
        store.delete(IDBKeyRange.bound(['shared', userId], ['shared', userId, []]));
        return promisifyRequest(store.transaction);
      }),
    saveShared: (userId, saved) => update(sharedKey(userId, saved.list.share_id), () => saved, records()),
    loadShared: async (userId, shareId) => {
      const value = await get<unknown>(sharedKey(userId, shareId), records());
      const saved = value as Partial<SavedSharedList> | undefined;
      return saved && is(saved.list, SharedList) && typeof saved.savedAt === 'number' ? { list: saved.list, savedAt: saved.savedAt } : undefined;
    },
    forgetShared: (userId, shareId) => del(sharedKey(userId, shareId), records()),
  };
}
