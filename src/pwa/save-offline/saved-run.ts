/**
 * What "Save for offline" remembers between page loads (IndexedDB, through idb-keyval): which
 * games' pictures are stored, how many bytes they took, and whether a run was under way, so a reload
 * resumes it and a later run skips what is done. Anything unreadable counts as no run at all.
 */
import { del, get, set, type UseStore } from 'idb-keyval';
import { SAVE_OFFLINE_DB_NAME, SAVE_OFFLINE_STORE_NAME } from '../../contract/storage-names';
import { createPageSafeStore } from '../../lib/page-safe-store';

/** How the last run ended; `running` also when the page closed mid-way. */
export type SavedRunStatus = 'running' | 'cancelled' | 'storage-full' | 'incomplete' | 'complete';

export interface SavedRun {
  status: SavedRunStatus;
  /** Game ids whose picture is stored. */
  doneIds: number[];
  /** Bytes of those pictures. */
  bytes: number;
  /** Games in the catalogue when the run began. */
  total: number;
  /** When the run last changed (ms since epoch). */
  updatedAt: number;
}

const STATUSES: readonly SavedRunStatus[] = ['running', 'cancelled', 'storage-full', 'incomplete', 'complete'];

export function parseSavedRun(value: unknown): SavedRun | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const run = value as Partial<Record<keyof SavedRun, unknown>>;
  const count = (n: unknown) => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  if (!STATUSES.includes(run.status as SavedRunStatus) || !count(run.bytes) || !count(run.total) || !count(run.updatedAt)) return undefined;
  if (!Array.isArray(run.doneIds) || !run.doneIds.every((id) => Number.isInteger(id) && id > 0)) return undefined;
  return run as SavedRun;
}

/**
 * What a new run may skip: a run left unfinished keeps the pictures it stored; after a complete one,
 * Save again checks every picture, so one the browser expired or evicted since is fetched again
 * (a picture still stored is answered from the cache without the network).
 */
export function carriedOver(previous: SavedRun | undefined): { doneIds: number[]; bytes: number } {
  return previous && previous.status !== 'complete' ? { doneIds: previous.doneIds, bytes: previous.bytes } : { doneIds: [], bytes: 0 };
}

/** Where the run is kept: the browser's one, or an in-memory one in tests. */
export interface SavedRunStore {
  load(): Promise<SavedRun | undefined>;
  save(run: SavedRun): Promise<void>;
  clear(): Promise<void>;
}

const KEY = 'run';
let idb: UseStore | undefined;
const database = (): UseStore => (idb ??= createPageSafeStore(SAVE_OFFLINE_DB_NAME, SAVE_OFFLINE_STORE_NAME));

export const idbSavedRunStore: SavedRunStore = {
  load: async () => {
    try {
      return parseSavedRun(await get<unknown>(KEY, database()));
    } catch {
      // No IndexedDB (a private window in some browsers): no run is remembered.
      return undefined;
    }
  },
  save: (run) => set(KEY, run, database()),
  clear: () => del(KEY, database()),
};
