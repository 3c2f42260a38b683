/** A games list for a page, with its catalogue source; see useRemote for the states. */
import { gamesListUrl, type GameListItem, type GamesQuery } from '../contract';
import { fetchGames, type GamesResponse } from './games-client';
import { takePrefetchedGames } from './prefetch-games';
import { shownList } from './shown-lists';
import { useRemote, type Remote } from './use-remote';

/** `returning`: Back to a list this document showed, which comes from memory at once and is then refreshed. */
export function useGames(query: GamesQuery, returning = false): Remote<GamesResponse<GameListItem[]>> {
  const url = gamesListUrl(query);
  // The app's first page may find its list already on the way (prefetchGames at start).
  return useRemote(url, (signal) => takePrefetchedGames(url, signal) ?? fetchGames(query, signal), returning ? shownList(url) : undefined);
}
