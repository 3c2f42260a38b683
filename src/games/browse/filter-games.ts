/**
 * The Browse filters as pure functions over the catalogue index: platform, every chosen tag,
 * genre and a release-year range, all of which must hold.
 */
import type { CatalogueGame, Category } from '../../contract';
import type { BrowsePlatform, BrowseState } from './browse-state';

/** The platform text says "PC (Windows)", "Web Browser" or both (docs/games-service.md). */
export function onPlatform(game: CatalogueGame, platform: BrowsePlatform): boolean {
  if (platform === 'all') return true;
  return platform === 'pc' ? /\bpc\b|windows/i.test(game.platform) : /browser/i.test(game.platform);
}

/** The release year, or undefined when the date is not `YYYY-…`. */
export function releaseYear(game: CatalogueGame): number | undefined {
  const year = Number(game.release_date.slice(0, 4));
  return /^\d{4}/.test(game.release_date) ? year : undefined;
}

/** Whether a game passes every active filter (the query is not a filter: search does that). */
export function matchesFilters(game: CatalogueGame, state: BrowseState): boolean {
  if (!onPlatform(game, state.platform)) return false;
  for (const tag of state.tags) if (!game.tags.includes(tag)) return false;
  if (state.genre && game.genre.trim().toLowerCase() !== state.genre.toLowerCase()) return false;
  if (state.from !== undefined || state.to !== undefined) {
    const year = releaseYear(game);
    if (year === undefined) return false;
    if (state.from !== undefined && year < state.from) return false;
    if (state.to !== undefined && year > state.to) return false;
  }
  return true;
}

export function filterGames(games: readonly CatalogueGame[], state: BrowseState): CatalogueGame[] {
  return games.filter((game) => matchesFilters(game, state));
}

/** For each tag, how many of `games` (already filtered) carry it: adding it would leave that many. */
export function tagCounts(games: readonly CatalogueGame[]): Map<Category, number> {
  const counts = new Map<Category, number>();
  for (const game of games) for (const tag of game.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}

/** The genres present, trimmed, each once, in alphabetical order. */
export function genresOf(games: readonly CatalogueGame[]): string[] {
  const genres = [...new Set(games.map((game) => game.genre.trim()).filter(Boolean))];
  // By code point, case aside: the service's genres are plain English words, and a collator made
  // here would load the locale's data while Browse starts.
  return genres.sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
}
