/**
 * Pick for me as pure code: the games a pick may draw from (the Browse filters and search of the
 * hash query, minus what the library already holds) and one random draw that never repeats the
 * game on screen. The random source is handed in, so tests run it seeded.
 */
import type { CatalogueGame } from '../../contract';
import type { BrowseState } from '../browse/browse-state';
import { filterGames } from '../browse/filter-games';
import { searchGames } from '../browse/search-games';

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** The games matching `state` (filters, then the query, judged against all of `games` as Browse does) that are not in `excluded`. */
export function pickCandidates(games: readonly CatalogueGame[], state: BrowseState, excluded: ReadonlySet<number>): CatalogueGame[] {
  const open = filterGames(games, state).filter((game) => !excluded.has(game.id));
  return state.q.trim() ? searchGames(open, state.q, games).map((hit) => hit.game) : open;
}

/**
 * One game drawn uniformly from `candidates`, never the one with `currentId` (the game on
 * screen); undefined when there is no other.
 */
export function pickNext<T extends { id: number }>(candidates: readonly T[], currentId: number | undefined, random: RandomSource): T | undefined {
  const others = currentId === undefined ? candidates : candidates.filter((game) => game.id !== currentId);
  if (others.length === 0) return undefined;
  // Clamped: a source that returns exactly 1 (or more) still lands on the last game.
  const at = Math.min(others.length - 1, Math.max(0, Math.floor(random() * others.length)));
  return others[at];
}
