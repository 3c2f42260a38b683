/** The personal library: hooks and actions for screens, and the start-up the app calls. */
export type { LocalEntry, ImportItem } from './local-entry';
export type { SyncState, SyncStatus } from './library-store';
export { hasUnsyncedChanges } from './library-store';
export { useLibraryEntry, useLibraryEntries, useLibraryReady, useSyncStatus } from './use-library';
export { setStatus, removeFromLibrary, setRating, setNote, importEntries } from './library-actions';
export { startLibrary, type LibraryHost, type LibrarySession } from './start-library';
