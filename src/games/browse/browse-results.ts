/** The Browse page's results for a state: filter, then search, then sort, with the tag counts. */
import type { CatalogueGame, Category } from '../../contract';
import { effectiveSort, type BrowseState } from './browse-state';
import { filterGames, tagCounts } from './filter-games';
import { searchGames, type SearchHit } from './search-games';
import { sortHits } from './sort-hits';

export interface BrowseResults {
  hits: SearchHit[];
  /** For each tag, how many of the current results carry it. */
  counts: Map<Category, number>;
}

/** `catalogue`, when given, holds every game of `games`: the search runs over its prepared snapshot and judges matches against all of it (searchGames). */
export function browseResults(games: readonly CatalogueGame[], state: BrowseState, catalogue?: readonly CatalogueGame[]): BrowseResults {
  const hits = sortHits(searchGames(filterGames(games, state), state.q, catalogue ?? games), effectiveSort(state));
  return { hits, counts: tagCounts(hits.map((hit) => hit.game)) };
}
