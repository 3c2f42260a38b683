/**
 * The library in memory: what screens read, on the first route, so it holds only the snapshot.
 * The IndexedDB and sync code (sync-engine.ts, publish.ts) loads after the first paint and fills
 * it; until then it is empty and not ready.
 */
import { createStore } from '../lib/create-store';
import type { LocalEntry } from './local-entry';

export type SyncState = 'local' | 'syncing' | 'synced' | 'error' | 'offline' | 'signed-out';

/** What the person sees of sync: Saved on this device → Syncing → Synced, or Couldn't sync with Retry. */
export interface SyncStatus {
  state: SyncState;
  /** Changes saved on this device and not yet on the server. */
  pending: number;
  /** Sync now (the Retry button); harmless at any time. */
  retry(): void;
  /** Why, for error and signed-out (and offline with changes waiting). */
  message?: string;
}

export interface LibrarySnapshot {
  ready: boolean;
  /** Every game with a record, tombstones included. */
  byId: ReadonlyMap<number, LocalEntry>;
  /** Live entries (no tombstones), most recently changed first. */
  live: readonly LocalEntry[];
  sync: SyncStatus;
}

const INITIAL: LibrarySnapshot = {
  ready: false,
  byId: new Map(),
  live: [],
  sync: { state: 'signed-out', pending: 0, retry: () => undefined },
};

export const libraryStore = createStore<LibrarySnapshot>(INITIAL);

/** Back to the empty, not-ready library (sign-out, and between tests). */
export function resetLibraryStore(): void {
  libraryStore.set(INITIAL);
}
