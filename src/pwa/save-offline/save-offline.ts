/**
 * The "Save for offline" download: first the offline catalogue (every list and the catalogue index,
 * the existing download in ../offline-catalogue.ts), then every game's thumbnail through the
 * service worker into its image cache, at most 2 at a time. Progress is kept after each picture,
 * so a cancelled or interrupted run goes on from where it stopped; a full disk stops it cleanly.
 * Everything it touches is handed in, so tests drive it with fakes.
 */
import PQueue from 'p-queue';
import { API_PATHS, parseCatalogueIndex, SAVE_OFFLINE_HEADER, type CatalogueIndex } from '../../contract';
import type { CatalogueOutcome } from '../offline-catalogue';
import { carriedOver, type SavedRun, type SavedRunStatus, type SavedRunStore } from './saved-run';

/**
 * Downloads at once, at most: two of the six connections a browser opens to one host, so what the
 * person asks for meanwhile never waits for a free one (docs/browser-support.md, "The offline save").
 */
export const SAVE_CONCURRENCY = 2;

export interface SaveProgress {
  games: number;
  total: number;
  bytes: number;
  /** True while waiting for the page to be shown again (Save-Data on, page hidden). */
  paused: boolean;
}

export type SaveOutcome =
  | { kind: 'complete'; progress: SaveProgress }
  | { kind: 'cancelled'; progress: SaveProgress }
  | { kind: 'storage-full'; progress: SaveProgress }
  /** Some pictures could not be fetched (`failed` of them), or the connection went (`offline`). */
  | { kind: 'incomplete'; progress: SaveProgress; failed: number; offline: boolean };

export interface SaveDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The offline catalogue's download of the lists and the index. */
  saveLists: (signal: AbortSignal) => Promise<CatalogueOutcome>;
  store: SavedRunStore;
  now: () => number;
  /** True while downloads must wait (the page hidden on a Save-Data connection). */
  mustPause: () => boolean;
  /** Resolves once `mustPause()` turns false or `signal` aborts. */
  whenAllowed: (signal: AbortSignal) => Promise<void>;
  onProgress: (progress: SaveProgress) => void;
  signal: AbortSignal;
  concurrency?: number;
}

/** A picture to keep: the game's id and its same-origin thumbnail URL. */
export interface Picture {
  id: number;
  url: string;
}

/** The thumbnails our server proxies (other URLs could not go through the service worker's cache). */
function picturesOf(index: CatalogueIndex): Picture[] {
  const prefix = `${API_PATHS.thumbnails}/`;
  return index.games.flatMap((game) => (game.thumbnail?.startsWith(prefix) ? [{ id: game.id, url: game.thumbnail }] : []));
}

/** The server answered, but not with a catalogue index (an HTTP error, or one that fails its schema). */
class CatalogueUnreadable extends Error {}

/** Reads the catalogue index (stored by the lists' download a moment before). */
export async function loadPictures(fetchFn: SaveDeps['fetch'], signal: AbortSignal): Promise<Picture[]> {
  const response = await fetchFn(API_PATHS.catalogue, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new CatalogueUnreadable(`The catalogue index could not be read (HTTP ${response.status}).`);
  const parsed = parseCatalogueIndex(await response.json().catch(() => undefined));
  if (!parsed.ok) throw new CatalogueUnreadable(parsed.message);
  return picturesOf(parsed.value);
}

const aborted = (signal: AbortSignal) => signal.aborted;

export async function saveForOffline(deps: SaveDeps): Promise<SaveOutcome> {
  const previous = await deps.store.load();
  const carried = carriedOver(previous);
  const done = new Set(carried.doneIds);
  let bytes = carried.bytes;
  let total = previous?.total ?? 0;
  let paused = false;
  const progress = (): SaveProgress => ({ games: done.size, total, bytes, paused });
  const record = (status: SavedRunStatus): SavedRun => ({ status, doneIds: [...done], bytes, total, updatedAt: deps.now() });
  // Writes go one after another, the latest state last.
  let writing = Promise.resolve();
  const persist = (status: SavedRunStatus) => {
    const run = record(status);
    writing = writing.then(() => deps.store.save(run)).catch(() => undefined);
    return writing;
  };
  const finish = async (outcome: SaveOutcome, status: SavedRunStatus) => {
    await persist(status);
    return outcome;
  };

  await persist('running');
  const lists = await deps.saveLists(deps.signal);
  if (lists === 'aborted' || aborted(deps.signal)) return finish({ kind: 'cancelled', progress: progress() }, 'cancelled');

  let pictures: Picture[];
  try {
    pictures = await loadPictures(deps.fetch, deps.signal);
  } catch (error) {
    if (aborted(deps.signal)) return finish({ kind: 'cancelled', progress: progress() }, 'cancelled');
    // Only a lost connection leaves the run under way for the next start; a server's refusal or a
    // bad index ends it as incomplete, so no page load starts it again by itself.
    const offline = !(error instanceof CatalogueUnreadable);
    return finish({ kind: 'incomplete', progress: progress(), failed: 0, offline }, offline ? 'running' : 'incomplete');
  }
  // Games gone from the catalogue no longer count.
  const ids = new Set(pictures.map((picture) => picture.id));
  for (const id of done) if (!ids.has(id)) done.delete(id);
  total = pictures.length;
  deps.onProgress(progress());

  // A full disk or a lost connection starts no more downloads; the ones under way finish, so a
  // picture stored just before is still counted. Cancel aborts those too.
  const { signal } = deps;
  let storageFull = false;
  let offline = false;
  let failed = 0;
  const halted = () => storageFull || offline || aborted(signal);

  const download = async (picture: Picture) => {
    if (halted()) return;
    if (deps.mustPause()) {
      paused = true;
      deps.onProgress(progress());
      await deps.whenAllowed(signal);
      paused = false;
      if (halted()) return;
    }
    let response: Response;
    let size: number;
    try {
      response = await deps.fetch(picture.url, { headers: { [SAVE_OFFLINE_HEADER]: '1' }, signal });
      size = (await response.arrayBuffer()).byteLength;
    } catch {
      if (!aborted(signal)) offline = true;
      return;
    }
    if (response.status === 507) {
      storageFull = true;
      return;
    }
    if (!response.ok) {
      failed += 1;
      return;
    }
    done.add(picture.id);
    bytes += size;
    void persist('running');
    deps.onProgress(progress());
  };

  const queue = new PQueue({ concurrency: deps.concurrency ?? SAVE_CONCURRENCY });
  await queue.addAll(pictures.filter((picture) => !done.has(picture.id)).map((picture) => () => download(picture)));

  if (storageFull) return finish({ kind: 'storage-full', progress: progress() }, 'storage-full');
  if (aborted(deps.signal)) return finish({ kind: 'cancelled', progress: progress() }, 'cancelled');
  if (offline || failed > 0 || lists === 'incomplete') {
    // A lost connection leaves the run under way, so the next start (or reload) goes on with it.
    return finish({ kind: 'incomplete', progress: progress(), failed, offline }, offline ? 'running' : 'incomplete');
  }
  return finish({ kind: 'complete', progress: progress() }, 'complete');
}
