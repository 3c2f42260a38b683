import type { GamesQuery } from '../../../src/contract/games-query.js';
import { compareTitles } from '../compare-titles.js';
import { LIST_PLATFORMS } from './distribution.js';
import type { RawCatalogue, RawGame } from './raw-catalogue.js';

export interface QueryOptions {
  /** How `sort-by=alphabetical` orders; ours is locale-aware (a fake service may order otherwise). */
  alphabetical?: (a: RawGame, b: RawGame) => number;
}

const ORDERS: Record<string, (a: RawGame, b: RawGame) => number> = {
  relevance: (a, b) => a.relevanceRank - b.relevanceRank,
  popularity: (a, b) => a.popularityRank - b.popularityRank,
  'release-date': (a, b) => b.item.release_date.localeCompare(a.item.release_date) || b.item.id - a.item.id,
  alphabetical: (a, b) => compareTitles(a.item, b.item),
};

/**
 * The games of a catalogue that a `/games` query selects, in the order it asks for: platform and
 * category filter (a game on both platforms matches either), no sort means relevance.
 */
export function queryCatalogue(catalogue: RawCatalogue, query: GamesQuery, options: QueryOptions = {}): RawGame[] {
  const platformText = query.platform === 'pc' || query.platform === 'browser' ? LIST_PLATFORMS[query.platform] : undefined;
  const category = query.category;
  const games = catalogue.games.filter((game) =>
    (platformText === undefined || game.item.platform.includes(platformText))
    && (category === undefined || game.tags.includes(category)));
  const sort = query['sort-by'] ?? 'relevance';
  const compare = sort === 'alphabetical' && options.alphabetical ? options.alphabetical : ORDERS[sort];
  return compare ? games.sort(compare) : games;
}
