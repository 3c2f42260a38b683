/**
 * The library in IndexedDB, on idb-keyval: one record per user and game under ['game', userId,
 * gameId] holding the entry and its outbox op id, and each user's pull cursor under ['cursor',
 * userId]. Every change reads and writes its records in one readwrite transaction, so a change and
 * its outbox entry land together and two tabs never overwrite each other's changes. Its transactions
 * are aborted when the page goes into the back/forward cache and run again if it comes back
 * (lib/page-safe-store.ts), so a cached page never holds the next page's library back.
 * This database is never deleted or versioned away by the app: it may hold unsynced changes.
 */
import { promisifyRequest, type UseStore } from 'idb-keyval';
import { is } from '../contract/struct-checks.js';
import { LIBRARY_FIELDS, LibraryEntry } from '../contract';
import { createPageSafeStore } from '../lib/page-safe-store';
import type { GameRecord } from './local-entry';
import { LIBRARY_DB_NAME, LIBRARY_STORE_NAME } from '../contract/storage-names';

export { LIBRARY_DB_NAME };

/** What one transaction writes: records to put, games to forget, and the new cursor (null clears it). */
interface Mutation<R> {
  put?: GameRecord[];
  remove?: number[];
  cursor?: string | null;
  result: R;
}

export interface LibraryDb {
  /** Every stored record of this user, and their pull cursor. */
  load(userId: string): Promise<{ records: Map<number, GameRecord>; cursor: string | undefined }>;
  /** Reads these games (or all of the user's), applies `change` and writes its outcome, in one transaction. */
  mutate<R>(userId: string, games: readonly number[] | 'all', change: (current: Map<number, GameRecord>) => Mutation<R>): Promise<R>;
}

const gameKey = (userId: string, gameId: number): IDBValidKey => ['game', userId, gameId];
const cursorKey = (userId: string): IDBValidKey => ['cursor', userId];
// Arrays sort after numbers, so this range holds exactly one user's game records.
const userRange = (userId: string) => IDBKeyRange.bound(['game', userId], ['game', userId, []]);

function isGameRecord(value: unknown): value is GameRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<GameRecord>;
  const optional = (value: unknown, type: 'string' | 'number') => value === undefined || typeof value === type;
  const fields = (value: unknown) => value === undefined || (Array.isArray(value) && value.every((field) => (LIBRARY_FIELDS as readonly unknown[]).includes(field)));
  return (
    is(record.entry, LibraryEntry) && optional(record.opId, 'string') && typeof record.changedElsewhere === 'boolean' && optional(record.statusChangedAt, 'number') &&
    optional(record.removedAt, 'number') && optional(record.queuedAt, 'number') && fields(record.dirty) && fields(record.changedFields)
  );
}

function collect(values: unknown[], into: Map<number, GameRecord>): void {
  // A record we cannot read is left out rather than breaking the whole library.
  for (const value of values) if (isGameRecord(value)) into.set(value.entry.game_id, value);
}

function readRecords(store: IDBObjectStore, userId: string, games: readonly number[] | 'all', done: (records: Map<number, GameRecord>) => void): void {
  const records = new Map<number, GameRecord>();
  if (games === 'all') {
    const request = store.getAll(userRange(userId));
    request.onsuccess = () => (collect(request.result, records), done(records));
    return;
  }
  let left = games.length;
  if (left === 0) return done(records);
  for (const gameId of games) {
    const request = store.get(gameKey(userId, gameId));
    request.onsuccess = () => {
      collect([request.result], records);
      if (--left === 0) done(records);
    };
  }
}

/** The library database (opened on first use). */
export function createLibraryDb(dbName = LIBRARY_DB_NAME): LibraryDb {
  let store: UseStore | undefined;
  const objectStore = (): UseStore => (store ??= createPageSafeStore(dbName, LIBRARY_STORE_NAME));
  return {
    load: (userId) =>
      objectStore()('readonly', (objects) => {
        const cursor = promisifyRequest<unknown>(objects.get(cursorKey(userId)));
        const all = promisifyRequest(objects.getAll(userRange(userId)));
        return Promise.all([all, cursor]).then(([values, stored]) => {
          const records = new Map<number, GameRecord>();
          collect(values, records);
          return { records, cursor: typeof stored === 'string' ? stored : undefined };
        });
      }),
    mutate: (userId, games, change) =>
      objectStore()('readwrite', (objects) =>
        new Promise((resolve, reject) => {
          // A failed read or write aborts the transaction: nothing of this change is kept.
          promisifyRequest(objects.transaction).catch(reject);
          readRecords(objects, userId, games, (current) => {
            let outcome;
            try {
              outcome = change(current);
            } catch (error) {
              objects.transaction.abort();
              reject(error);
              return;
            }
            for (const record of outcome.put ?? []) objects.put(record, gameKey(userId, record.entry.game_id));
            for (const gameId of outcome.remove ?? []) objects.delete(gameKey(userId, gameId));
            if (outcome.cursor === null) objects.delete(cursorKey(userId));
            else if (outcome.cursor !== undefined) objects.put(outcome.cursor, cursorKey(userId));
            const result = outcome.result;
            resolve(promisifyRequest(objects.transaction).then(() => result));
          });
        }),
      ),
  };
}
