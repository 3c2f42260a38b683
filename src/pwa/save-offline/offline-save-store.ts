/**
 * "Save for offline" in the browser: the one run of this page, its state for the two places that
 * show it (My Games' Storage section and the offline catalogue notice), and the browser's pieces
 * the download needs (the service worker's control, Save-Data, visibility, the storage estimate).
 */
import { createStore } from '../../lib/create-store';
import { saveOfflineCatalogue } from '../offline-catalogue';
import { trackCatalogueRun } from '../stop-offline-catalogue';
import { prefersSaveData } from '../use-offline-catalogue';
import { whenControlled } from '../when-controlled';
import { averagePictureBytes } from './picture-bytes';
import { loadPictures, saveForOffline, type SaveOutcome, type SaveProgress } from './save-offline';
import { carriedOver, idbSavedRunStore, type SavedRun } from './saved-run';

export type SaveView =
  | { phase: 'idle'; saved: SavedRun | undefined }
  | { phase: 'checking' }
  /** Before starting: what it will take, and what the browser says is free (undefined when it does not say). */
  | { phase: 'confirm'; games: number; missing: number; neededBytes: number; freeBytes: number | undefined }
  | { phase: 'running'; progress: SaveProgress }
  | { phase: 'finished'; outcome: SaveOutcome }
  | { phase: 'error'; message: string };

export const saveViewStore = createStore<SaveView>({ phase: 'idle', saved: undefined });

let current: AbortController | undefined;
/** The run under way, so clearing can wait for it to settle before it forgets it. */
let running: Promise<void> | undefined;
let loaded = false;

/** What the browser says is free for this site: quota minus usage. */
async function freeBytes(manager: Partial<Pick<StorageManager, 'estimate'>> | undefined = navigator.storage): Promise<number | undefined> {
  if (typeof manager?.estimate !== 'function') return undefined;
  const { quota, usage } = await manager.estimate().catch(() => ({ quota: undefined, usage: undefined }));
  return quota === undefined ? undefined : Math.max(0, quota - (usage ?? 0));
}

/** Reads the last run once per page; a run a reload interrupted goes on by itself. */
export async function loadSaveState(): Promise<void> {
  if (loaded) return;
  loaded = true;
  const saved = await idbSavedRunStore.load();
  if (saveViewStore.get().phase !== 'idle') return;
  saveViewStore.set({ phase: 'idle', saved });
  if (saved?.status === 'running' && navigator.onLine) void startSave();
}

/** Works out what the save will take and what is free, then asks to confirm. */
export async function prepareSave(): Promise<void> {
  saveViewStore.set({ phase: 'checking' });
  try {
    const signal = AbortSignal.timeout(20_000);
    const fetchFn = (url: string, init: RequestInit) => fetch(url, init);
    const [pictures, saved, free] = await Promise.all([loadPictures(fetchFn, signal), idbSavedRunStore.load(), freeBytes()]);
    const done = new Set(carriedOver(saved).doneIds);
    const missing = pictures.filter((picture) => !done.has(picture.id));
    const average = await averagePictureBytes(missing, saved, fetchFn, signal);
    saveViewStore.set({ phase: 'confirm', games: pictures.length, missing: missing.length, neededBytes: Math.round(missing.length * average), freeBytes: free });
  } catch {
    saveViewStore.set({ phase: 'error', message: navigator.onLine
      ? 'The catalogue could not be read from the server. Try again in a moment.'
      : 'You are offline: the catalogue can be saved once the connection is back.' });
  }
}

export function startSave(): Promise<void> {
  running ??= runSave().finally(() => {
    running = undefined;
  });
  return running;
}

async function runSave(): Promise<void> {
  const controller = new AbortController();
  current = controller;
  // A new version being activated stops the download (see ../stop-offline-catalogue.ts).
  trackCatalogueRun(controller);
  const { signal } = controller;
  saveViewStore.set({ phase: 'running', progress: { games: 0, total: 0, bytes: 0, paused: false } });
  try {
    // Only a page the service worker controls has its pictures stored.
    await whenControlled(signal);
    const outcome = await saveForOffline({
      fetch: (url, init) => fetch(url, init),
      saveLists: (listSignal) => saveOfflineCatalogue({ fetch: (url, init) => fetch(url, init), storage: localStorage, now: () => Date.now(), onProgress: () => undefined, signal: listSignal }),
      store: idbSavedRunStore,
      now: () => Date.now(),
      mustPause: () => document.hidden && prefersSaveData(),
      whenAllowed: (waitSignal) => whenShown(waitSignal),
      onProgress: (progress) => saveViewStore.set({ phase: 'running', progress }),
      signal,
    });
    saveViewStore.set({ phase: 'finished', outcome });
  } catch {
    saveViewStore.set({ phase: 'error', message: 'Saving for offline stopped unexpectedly. What was saved is kept; try again.' });
  } finally {
    current = undefined;
  }
}

export function cancelSave(): void {
  current?.abort();
}

/** Back to the resting view, with the last run read again. */
export async function closeSaveView(): Promise<void> {
  saveViewStore.set({ phase: 'idle', saved: await idbSavedRunStore.load() });
}

/**
 * Forgets the last run (the Storage section clears the pictures it counted). A run under way is
 * cancelled and waited for first, so neither its last record nor a download still in flight lands
 * after the clear.
 */
export async function forgetSavedRun(): Promise<void> {
  cancelSave();
  await running;
  await idbSavedRunStore.clear();
  saveViewStore.set({ phase: 'idle', saved: undefined });
}

function whenShown(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!document.hidden || signal.aborted) {
        document.removeEventListener('visibilitychange', check);
        resolve();
      }
    };
    document.addEventListener('visibilitychange', check);
    signal.addEventListener('abort', check, { once: true });
    check();
  });
}
