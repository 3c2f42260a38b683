/** The library's hooks: screens read the in-memory store through useSyncExternalStore. */
import { useSyncExternalStore } from 'react';
import { libraryStore, type SyncStatus } from './library-store';
import type { LocalEntry } from './local-entry';

const serverSnapshot = () => libraryStore.initial;

function useSnapshot<T>(select: (snapshot: typeof libraryStore.initial) => T): T {
  return useSyncExternalStore(
    libraryStore.subscribe,
    () => select(libraryStore.get()),
    () => select(serverSnapshot()),
  );
}

/** One game's entry, or undefined when it is not in the library (never tracked, or removed). */
export function useLibraryEntry(gameId: number): LocalEntry | undefined {
  return useSnapshot((snapshot) => {
    const entry = snapshot.byId.get(gameId);
    return entry && !entry.deleted ? entry : undefined;
  });
}

/** Every game in the library (removed ones excluded), most recently changed first. */
export function useLibraryEntries(): readonly LocalEntry[] {
  return useSnapshot((snapshot) => snapshot.live);
}

/** Every game with a record, removals still waiting to be sent included. */
export function useLibraryRecords(): ReadonlyMap<number, LocalEntry> {
  return useSnapshot((snapshot) => snapshot.byId);
}

/** False until this device's stored library has been read (the screens show no empty state before). */
export function useLibraryReady(): boolean {
  return useSnapshot((snapshot) => snapshot.ready);
}

/** Where sync stands, for the "Saved on this device / Syncing / Synced / Couldn't sync" hint. */
export function useSyncStatus(): SyncStatus {
  return useSnapshot((snapshot) => snapshot.sync);
}
