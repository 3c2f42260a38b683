/**
 * On Browse, whose first screenful is drawn from the catalogue index alone, asks for the index
 * before React renders (start-prefetch.ts): the page would ask only once its chunk is loaded and
 * evaluated, a round trip after the shell's (docs/decisions.md, "What waits for the first
 * screenful"). Pick for me's game is drawn from the index too, but it also waits for the stored
 * library, the longer wait: asked for early there, the index only took bandwidth from the
 * library's chunks. Only for a signed-in visitor, as Browse needs a session.
 */
import { PATHS } from '../contract';
import { getSession } from '../auth/auth-store';
import { prefetchCatalogueIndex } from '../games/browse/catalogue-client';
import { pathOfHash } from '../lib/hash-target';

/** Whether the page at `hash` (query included) is Browse, the one page started early (prefetch-first-page.ts too). */
export function opensOnBrowse(hash: string): boolean {
  return pathOfHash(hash) === PATHS.browse;
}

export function prefetchFirstCatalogue(hash: string): void {
  if (opensOnBrowse(hash) && getSession()) prefetchCatalogueIndex();
}
