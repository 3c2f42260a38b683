/**
 * Puts the engine's records and sync status into the in-memory store the hooks read. Entries keep
 * their identity while their record is unchanged, so a card re-renders only when its game changes.
 */
import { libraryStore, type SyncStatus } from './library-store';
import { toLocalEntry, type GameRecord, type LocalEntry } from './local-entry';

const views = new WeakMap<GameRecord, LocalEntry>();

function view(record: GameRecord): LocalEntry {
  let entry = views.get(record);
  if (!entry) views.set(record, (entry = toLocalEntry(record)));
  return entry;
}

/** Replaces what screens see with these records (all of the signed-in person's games). */
export function publishRecords(records: Iterable<GameRecord>, ready = true): void {
  const byId = new Map<number, LocalEntry>();
  for (const record of records) byId.set(record.entry.game_id, view(record));
  const live = [...byId.values()].filter((entry) => !entry.deleted).sort((a, b) => b.updated_at - a.updated_at);
  libraryStore.set({ ...libraryStore.get(), ready, byId, live });
}

/** Replaces the sync status, keeping the snapshot when nothing a person would see changed. */
export function publishSync(sync: SyncStatus): void {
  const current = libraryStore.get();
  const old = current.sync;
  if (old.state === sync.state && old.pending === sync.pending && old.message === sync.message && old.retry === sync.retry) return;
  libraryStore.set({ ...current, sync });
}

