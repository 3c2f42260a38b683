/** The catalogue index for the Browse page, through the one HTTP client (the service worker keeps it for offline use). */
import { API_PATHS, parseCatalogueIndex, type CatalogueIndex } from '../../contract';
import { requestJson } from '../../lib/http-client';
import { useRemote, type Remote } from '../use-remote';

export function fetchCatalogueIndex(signal?: AbortSignal): Promise<CatalogueIndex> {
  return requestJson(API_PATHS.catalogue, { parse: parseCatalogueIndex, signal }).then((answer) => answer.data);
}

export function useCatalogueIndex(): Remote<CatalogueIndex> {
  return useRemote(API_PATHS.catalogue, fetchCatalogueIndex);
}
