/** The catalogue index for a page (catalogue-client.ts loads it, a prefetched response first). */
import { API_PATHS, type CatalogueIndex } from '../../contract';
import { useRemote, type Remote } from '../use-remote';
import { loadCatalogueIndex } from './catalogue-client';

/** `wanted` false asks for nothing (yet). */
export function useCatalogueIndex(wanted = true): Remote<CatalogueIndex> {
  return useRemote(wanted ? API_PATHS.catalogue : null, loadCatalogueIndex);
}
