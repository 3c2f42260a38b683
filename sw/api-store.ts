/**
 * Where the API cache keeps its records: a small key-value interface (so tests and the service
 * worker can hand in different stores) and its IndexedDB implementation on idb-keyval.
 */
import { createStore, delMany, entries, get, getMany, keys, set, type UseStore } from 'idb-keyval';
import { API_DB_NAME, API_STORE_NAME } from './names.js';

/** One stored API answer. */
export interface ApiRecord {
  /** The JSON body exactly as the server sent it (it passed the shared schema when stored). */
  body: unknown;
  etag?: string;
  /** When the answer was stored or last confirmed by a 304 (ms since epoch). */
  storedAt: number;
  /** The server's `X-Catalogue-Source`, when it sent one. */
  source?: string;
}

/** The operations the API cache needs from a key-value store. */
export interface ApiStore {
  get(key: string): Promise<unknown>;
  getMany(keys: string[]): Promise<unknown[]>;
  set(key: string, record: ApiRecord): Promise<void>;
  delMany(keys: string[]): Promise<void>;
  keys(): Promise<string[]>;
  entries(): Promise<[string, unknown][]>;
}

/** True for a value shaped like a record; anything else read back is treated as absent. */
export function isApiRecord(value: unknown): value is ApiRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<ApiRecord>;
  return 'body' in record && typeof record.storedAt === 'number' && Number.isFinite(record.storedAt);
}

/** An ApiStore in IndexedDB; the database is opened on first use, not when the worker starts. */
export function createIdbApiStore(dbName = API_DB_NAME, storeName = API_STORE_NAME): ApiStore {
  let store: UseStore | undefined;
  const use = (): UseStore => (store ??= createStore(dbName, storeName));
  return {
    get: (key) => get<unknown>(key, use()),
    getMany: (list) => getMany<unknown>(list, use()),
    set: (key, record) => set(key, record, use()),
    delMany: (list) => delMany(list, use()),
    keys: async () => (await keys(use())).filter((key): key is string => typeof key === 'string'),
    entries: async () => (await entries<IDBValidKey, unknown>(use()))
      .filter((entry): entry is [string, unknown] => typeof entry[0] === 'string'),
  };
}
