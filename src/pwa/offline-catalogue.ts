/**
 * The offline catalogue: every list the navbar offers and the catalogue index, fetched one at a time through the service
 * worker (which stores each response), at most once a day.
 */
import { API_PATHS, gamesListUrl, LIST_ROUTES } from '../contract';
import { OFFLINE_CATALOGUE_KEY } from '../contract/storage-names';

/** localStorage key of the time (ms) the catalogue was last saved in full. */
export { OFFLINE_CATALOGUE_KEY };
export const OFFLINE_CATALOGUE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Every URL to save: the full list first (the home page uses it), each navbar list once, then the catalogue index (Browse). */
export function offlineCatalogueUrls(): string[] {
  return [...new Set([gamesListUrl({}), ...LIST_ROUTES.map((route) => gamesListUrl(route.query)), API_PATHS.catalogue])];
}

/** True when the catalogue was never saved, or last saved a day or more ago. */
export function isCatalogueDue(storage: Pick<Storage, 'getItem'>, now: number): boolean {
  const last = Number(storage.getItem(OFFLINE_CATALOGUE_KEY));
  return !Number.isFinite(last) || last <= 0 || now - last >= OFFLINE_CATALOGUE_INTERVAL_MS || last > now;
}

export interface CatalogueDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  onProgress: (done: number, total: number) => void;
  signal: AbortSignal;
}

export type CatalogueOutcome = 'saved' | 'incomplete' | 'aborted';

/**
 * Fetches each list in turn, waiting for one to finish before the next (gentle on the server and
 * the games service). Only a run where every list responded is recorded, so a failed run retries.
 */
export async function saveOfflineCatalogue(deps: CatalogueDeps): Promise<CatalogueOutcome> {
  const urls = offlineCatalogueUrls();
  let complete = true;
  for (const [index, url] of urls.entries()) {
    if (deps.signal.aborted) return 'aborted';
    try {
      const response = await deps.fetch(url, { headers: { Accept: 'application/json' }, signal: deps.signal });
      // Reading the body to its end lets the service worker finish storing it.
      await response.arrayBuffer();
      if (!response.ok) complete = false;
    } catch {
      if (deps.signal.aborted) return 'aborted';
      // The connection is gone: the rest would fail too.
      return 'incomplete';
    }
    deps.onProgress(index + 1, urls.length);
  }
  if (complete) deps.storage.setItem(OFFLINE_CATALOGUE_KEY, String(deps.now()));
  return complete ? 'saved' : 'incomplete';
}
