/**
 * Where the API cache keeps its records, and its IndexedDB implementation on idb-keyval. Each record
 * is two entries written in one transaction: its metadata under the normalised URL (a string key) and
 * the body text under `['text', url]` (an array key), so a 304 rewrites only the small metadata.
 */
import { createStore, delMany, get, getMany, promisifyRequest, setMany, type UseStore } from 'idb-keyval';
import { API_DB_NAME, API_STORE_NAME } from './settings.js';

/** What is known about a stored response besides its body. */
export interface ApiMeta {
  /** When the response was stored or last confirmed (ms since epoch). */
  storedAt: number;
  etag?: string;
  /** The server's `X-Catalogue-Source`, when it sent one. */
  source?: string;
}

/** One stored API response. */
export interface ApiRecord extends ApiMeta {
  /** The JSON body exactly as the server sent it (it parsed and passed the shared schema when stored). */
  text: string;
}

/** The operations the API cache needs from its store. */
export interface ApiStore {
  /** A record with its text (one read transaction), or undefined when absent or unreadable. */
  get(key: string): Promise<ApiRecord | undefined>;
  /** A record's body text alone. */
  text(key: string): Promise<string | undefined>;
  /** Every record's metadata, without reading any body; an unreadable one reads as storedAt 0. */
  metas(): Promise<[string, ApiMeta][]>;
  /** Writes a record's metadata and text together. */
  set(key: string, record: ApiRecord): Promise<void>;
  /** Merges `changes` into an existing record's metadata, leaving its text alone; no-op when absent. */
  touch(key: string, changes: ApiMeta): Promise<void>;
  /** Deletes records, metadata and text. */
  delMany(keys: string[]): Promise<void>;
}

/** True for a value shaped like a record's metadata; anything else read back is treated as absent. */
function isApiMeta(value: unknown): value is ApiMeta {
  if (typeof value !== 'object' || value === null) return false;
  const storedAt = (value as Partial<ApiMeta>).storedAt;
  return typeof storedAt === 'number' && Number.isFinite(storedAt);
}

const textKey = (key: string): [string, string] => ['text', key];
// Strings sort before arrays in IndexedDB, so this range holds the metadata entries and no text.
const metaRange = (): IDBKeyRange => IDBKeyRange.upperBound([], true);

/** An ApiStore in IndexedDB; the database is opened on first use, not when the worker starts. */
export function createIdbApiStore(dbName = API_DB_NAME, storeName = API_STORE_NAME): ApiStore {
  let store: UseStore | undefined;
  const use = (): UseStore => (store ??= createStore(dbName, storeName));
  return {
    get: async (key) => {
      const [meta, text] = await getMany<unknown>([key, textKey(key)], use());
      return isApiMeta(meta) && typeof text === 'string' ? { ...meta, text } : undefined;
    },
    text: async (key) => {
      const text = await get<unknown>(textKey(key), use());
      return typeof text === 'string' ? text : undefined;
    },
    metas: () => use()('readonly', async (objects) => {
      const [keys, values] = await Promise.all([
        promisifyRequest(objects.getAllKeys(metaRange())),
        promisifyRequest(objects.getAll(metaRange())),
      ]);
      const found: [string, ApiMeta][] = [];
      keys.forEach((key, index) => {
        const value: unknown = values[index];
        if (typeof key === 'string') found.push([key, isApiMeta(value) ? value : { storedAt: 0 }]);
      });
      return found;
    }),
    set: (key, { text, ...meta }) => setMany([[key, meta], [textKey(key), text]], use()),
    touch: (key, changes) => use()('readwrite', (objects) => new Promise<void>((resolve, reject) => {
      const request = objects.get(key);
      request.onsuccess = () => {
        const current: unknown = request.result;
        if (isApiMeta(current)) objects.put({ ...current, ...changes }, key);
        resolve(promisifyRequest(objects.transaction));
      };
      request.onerror = () => reject(request.error ?? new Error(`Could not read ${key}`));
    })),
    delMany: (list) => delMany(list.flatMap((key) => [key, textKey(key)]), use()),
  };
}
