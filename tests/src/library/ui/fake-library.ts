/**
 * The library's actions, faked for screen tests: each change lands in the real in-memory store at
 * once (as the engine publishes it), marked pending, and is recorded. Use with
 * `vi.mock('…/src/library/library-actions', () => fakeActions)`.
 */
import { vi } from 'vitest';
import type { LibraryEntry, LibraryStatus } from '../../../../src/contract';
import { publishRecords } from '../../../../src/library/publish';
import type { GameRecord, ImportItem, LocalEntry } from '../../../../src/library/local-entry';

const records = new Map<number, GameRecord>();
let clock = Date.UTC(2026, 0, 1);

function write(gameId: number, change: Partial<LibraryEntry>, pending = true): void {
  clock += 60_000;
  const old = records.get(gameId)?.entry;
  const entry: LibraryEntry = {
    game_id: gameId, status: null, rating: null, note: '', created_at: clock, deleted: false,
    ...(old && !old.deleted ? old : {}), ...change, updated_at: clock,
  };
  records.set(gameId, { entry, opId: pending ? `op${clock}` : undefined, changedElsewhere: false });
  publishRecords(records.values());
}

export const fakeActions = {
  setStatus: vi.fn(async (gameId: number, status: LibraryStatus) => write(gameId, { status })),
  removeFromLibrary: vi.fn(async (gameId: number) => write(gameId, { deleted: true })),
  restoreEntry: vi.fn(async ({ pending: _pending, pendingSince: _since, changedElsewhere: _elsewhere, changedFields: _fields, statusChangedAt, ...entry }: LocalEntry) => {
    clock += 60_000;
    records.set(entry.game_id, { entry: { ...entry, deleted: false, updated_at: clock }, opId: `op${clock}`, changedElsewhere: false, statusChangedAt });
    publishRecords(records.values());
  }),
  setRating: vi.fn(async (gameId: number, rating: number | null) => write(gameId, { rating })),
  setNote: vi.fn(async (gameId: number, note: string) => write(gameId, { note })),
  importEntries: vi.fn(async (items: readonly ImportItem[]) => {
    for (const item of items) write(item.game_id, { status: item.status, rating: item.rating, note: item.note });
  }),
};

/** Puts games in the library as already synced. */
export function seedLibrary(entries: [number, LibraryStatus][]): void {
  for (const [gameId, status] of entries) write(gameId, { status }, false);
}

/** Marks every entry as synced (the server has them). */
export function markSynced(): void {
  // New records: the store keeps a view per record object.
  for (const [gameId, record] of records) records.set(gameId, { ...record, opId: undefined });
  publishRecords(records.values());
}

export function resetFakeLibrary(): void {
  records.clear();
  for (const action of Object.values(fakeActions)) action.mockClear();
  publishRecords([], true);
}
