/** A games list for a page, with its catalogue source; see useRemote for the states. */
import { gamesListUrl, type GameListItem, type GamesQuery } from '../contract';
import { fetchGames, type GamesAnswer } from './games-client';
import { useRemote, type Remote } from './use-remote';

export function useGames(query: GamesQuery): Remote<GamesAnswer<GameListItem[]>> {
  return useRemote(gamesListUrl(query), (signal) => fetchGames(query, signal));
}
