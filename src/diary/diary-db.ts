/**
 * The diary in IndexedDB, on idb-keyval: one record per user and entry under ['entry', userId, id]
 * (the entry and its pending change), and each user's pull cursor under ['cursor', userId]. A change
 * reads and writes its records in one readwrite transaction, so an entry and its pending change land
 * together. Only signing out removes a person's records, and keeps their unsynced sessions unless
 * they discard them (docs/architecture.md, "Signing out").
 */
import { promisifyRequest, type UseStore } from 'idb-keyval';
import { is } from '../contract/struct-checks.js';
import { DiaryEntry } from '../contract/diary';
import { DIARY_DB_NAME, DIARY_STORE_NAME } from '../contract/storage-names';
import { createPageSafeStore } from '../lib/page-safe-store';
import type { DiaryRecord } from './diary-record';


interface DiaryMutation<R> {
  put?: DiaryRecord[];
  remove?: string[];
  cursor?: string;
  result: R;
}

export interface DiaryDb {
  load(userId: string): Promise<{ records: Map<string, DiaryRecord>; cursor: string | undefined }>;
  /** Reads these entries (or all the user's), applies `change` and writes its outcome, in one transaction. */
  mutate<R>(userId: string, ids: readonly string[] | 'all', change: (current: Map<string, DiaryRecord>) => DiaryMutation<R>): Promise<R>;
  /** After sign-out: removes the user's synced entries and cursor, and their pending changes unless kept, in one transaction. */
  forget(userId: string, keepPending: boolean): Promise<void>;
}

const entryKey = (userId: string, id: string): IDBValidKey => ['entry', userId, id];
const cursorKey = (userId: string): IDBValidKey => ['cursor', userId];
const userRange = (userId: string) => IDBKeyRange.bound(['entry', userId], ['entry', userId, []]);

function isRecord(value: unknown): value is DiaryRecord {
  return typeof value === 'object' && value !== null && is((value as Partial<DiaryRecord>).entry, DiaryEntry);
}

function collect(values: unknown[], into: Map<string, DiaryRecord>): void {
  // A record we cannot read is left out rather than breaking the whole diary.
  for (const value of values) if (isRecord(value)) into.set(value.entry.id, value);
}

export function createDiaryDb(dbName = DIARY_DB_NAME): DiaryDb {
  let store: UseStore | undefined;
  const objects = (): UseStore => (store ??= createPageSafeStore(dbName, DIARY_STORE_NAME));
  return {
    load: (userId) =>
      objects()('readonly', async (store) => {
        const [values, cursor] = await Promise.all([promisifyRequest(store.getAll(userRange(userId))), promisifyRequest<unknown>(store.get(cursorKey(userId)))]);
        const records = new Map<string, DiaryRecord>();
        collect(values, records);
        return { records, cursor: typeof cursor === 'string' ? cursor : undefined };
      }),
    mutate: <R>(userId: string, ids: readonly string[] | 'all', change: (current: Map<string, DiaryRecord>) => DiaryMutation<R>) =>
      objects()('readwrite', (store) =>
        new Promise<R>((resolve, reject) => {
          promisifyRequest(store.transaction).catch(reject);
          const current = new Map<string, DiaryRecord>();
          const apply = () => {
            let outcome: DiaryMutation<R>;
            try {
              outcome = change(current);
            } catch (error) {
              store.transaction.abort();
              reject(error);
              return;
            }
            for (const record of outcome.put ?? []) store.put(record, entryKey(userId, record.entry.id));
            for (const id of outcome.remove ?? []) store.delete(entryKey(userId, id));
            if (outcome.cursor !== undefined) store.put(outcome.cursor, cursorKey(userId));
            const result = outcome.result;
            resolve(promisifyRequest(store.transaction).then(() => result));
          };
          if (ids === 'all') {
            const request = store.getAll(userRange(userId));
            request.onsuccess = () => (collect(request.result, current), apply());
            return;
          }
          let left = ids.length;
          if (left === 0) return apply();
          for (const id of ids) {
            const request = store.get(entryKey(userId, id));
            request.onsuccess = () => {
              collect([request.result], current);
              if (--left === 0) apply();
            };
          }
        }),
      ),
    forget: (userId, keepPending) =>
      objects()('readwrite', (store) => {
        store.delete(cursorKey(userId));
        const walk = store.openCursor(userRange(userId));
        walk.onsuccess = () => {
          const cursor = walk.result;
          if (!cursor) return;
          const value: unknown = cursor.value;
          const pending = isRecord(value) && value.pending !== undefined;
          if (!keepPending || !pending) cursor.delete();
          cursor.continue();
        };
        return promisifyRequest(store.transaction);
      }),
  };
}
