/** A games list for a page, with its catalogue source; see useRemote for the states. */
import { gamesListUrl, type GameListItem, type GamesQuery } from '../contract';
import { fetchGames, type GamesResponse } from './games-client';
import { takePrefetchedGames } from './prefetch-games';
import { useRemote, type Remote } from './use-remote';

export function useGames(query: GamesQuery): Remote<GamesResponse<GameListItem[]>> {
  const url = gamesListUrl(query);
  // The app's first page may find its list already on the way (prefetchGames at start).
  return useRemote(url, (signal) => takePrefetchedGames(url, signal) ?? fetchGames(query, signal));
}
