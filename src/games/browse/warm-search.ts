/**
 * Gets the catalogue's search ready before the first key press: fuzzysort's snapshot (prepareSearch),
 * then two searches nobody sees, each in an idle moment of its own. They finish the snapshot if its
 * own idle steps have not, work out every title's letter pairs, and run the paths of the first keys
 * once (one letter, then two), so the first key does not pay for code running for the first time.
 * Without them a first key's search took about three times a later one's (docs/decisions.md).
 */
import type { CatalogueGame } from '../../contract';
import { whenIdle } from '../../lib/when-idle';
import { prepareSearch, searchGames } from './search-games';

/**
 * One search per path the first keys take: fuzzysort answers one letter and two letters differently.
 * Words with a space between them come later in any typing, and warming that path took longest.
 */
export const WARM_UP_QUERIES: readonly string[] = ['e', 'ea'];
/** An idle moment is waited for at most this long (then the search runs anyway, as a timer would). */
const IDLE_TIMEOUT_MS = 1_000;

type Cancel = () => void;

/** Prepares `catalogue` for search and warms it up, a search per idle moment; returns a function that stops what is left. */
export function warmSearch(catalogue: readonly CatalogueGame[]): Cancel {
  prepareSearch(catalogue);
  let next = 0;
  let cancel = whenIdle(function warmOne() {
    const query = WARM_UP_QUERIES[next];
    if (query === undefined) return;
    searchGames(catalogue, query, catalogue);
    next += 1;
    if (next < WARM_UP_QUERIES.length) cancel = whenIdle(warmOne, IDLE_TIMEOUT_MS);
  }, IDLE_TIMEOUT_MS);
  return () => cancel();
}
