/** The catalogue index for the Browse page, through the one HTTP client (the service worker keeps it for offline use). */
import { API_PATHS, HEADERS, parseCatalogueIndexInSteps, type CatalogueIndex } from '../../contract';
import { recordDataAge } from '../../lib/data-age';
import { requestJson } from '../../lib/http-client';
import { yieldToMain } from '../../lib/yield-to-main';
import { useRemote, type Remote } from '../use-remote';

function fetchCatalogueIndex(signal?: AbortSignal): Promise<CatalogueIndex> {
  // Checked in steps: the whole index in one task took 34-48 ms on a fast machine.
  const parse = (json: unknown) => parseCatalogueIndexInSteps(json, yieldToMain);
  return requestJson(API_PATHS.catalogue, { parse, signal }).then((response) => {
    recordDataAge(response.headers.get(HEADERS.storedAt));
    return response.data;
  });
}

/** `wanted` false asks for nothing (yet). */
export function useCatalogueIndex(wanted = true): Remote<CatalogueIndex> {
  return useRemote(wanted ? API_PATHS.catalogue : null, fetchCatalogueIndex);
}
