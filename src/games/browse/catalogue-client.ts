/**
 * The catalogue index through the one HTTP client (the service worker keeps it for offline use).
 * Browse, whose first screenful is drawn from it, has it asked for before React renders
 * (app/prefetch-first-catalogue.ts): the request then waits for neither the first render nor
 * the page's chunk. The first load afterwards, Browse's own as it mounts, takes that response and
 * ends the offer; every later load asks again.
 */
import { API_PATHS, HEADERS, parseCatalogueIndexInSteps, type CatalogueIndex } from '../../contract';
import { recordDataAge } from '../../lib/data-age';
import { requestJson } from '../../lib/http-client';
import { yieldToMain } from '../../lib/yield-to-main';

let offered: Promise<CatalogueIndex> | undefined;

function fetchCatalogueIndex(signal?: AbortSignal): Promise<CatalogueIndex> {
  // Checked in steps: the whole index in one task took 34-48 ms on a fast machine.
  const parse = (json: unknown) => parseCatalogueIndexInSteps(json, yieldToMain);
  return requestJson(API_PATHS.catalogue, { parse, signal }).then((response) => {
    recordDataAge(response.headers.get(HEADERS.storedAt));
    return response.data;
  });
}

/** Starts loading the catalogue index now; the next loadCatalogueIndex takes it. */
export function prefetchCatalogueIndex(): void {
  const response = fetchCatalogueIndex();
  // The taker sees a failure; a response nobody takes must not surface as an unhandled rejection.
  response.catch(() => undefined);
  offered = response;
}

/**
 * The catalogue index: the prefetched response if one is on offer, else a new request cancelled
 * with `signal`. A prefetched one is not cancelled: it is the index every later page reads, and
 * the service worker stores it.
 */
export function loadCatalogueIndex(signal?: AbortSignal): Promise<CatalogueIndex> {
  const taken = offered;
  offered = undefined;
  return taken ?? fetchCatalogueIndex(signal);
}
