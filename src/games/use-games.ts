/** A games list for a page, with its catalogue source; see useRemote for the states. */
import { useEffect } from 'react';
import { gamesListUrl, type GameListItem, type GamesQuery } from '../contract';
import { fetchGames, type GamesResponse } from './games-client';
import { takePrefetchedGames } from './prefetch-games';
import { keepShownList, shownList } from './shown-lists';
import { useRemote, type Remote } from './use-remote';

/**
 * `memory`, for a list page: each list shown is kept in this document's memory, and Back to one
 * (`returning`) shows the kept copy at once, then refreshes it in place.
 */
export function useGames(query: GamesQuery, memory?: { returning: boolean }): Remote<GamesResponse<GameListItem[]>> {
  const url = gamesListUrl(query);
  // The app's first page may find its list already on the way (prefetchGames at start).
  const remote = useRemote(url, (signal) => takePrefetchedGames(url, signal) ?? fetchGames(query, signal), memory?.returning ? shownList(url) : undefined);
  const { state } = remote;
  const keeps = memory !== undefined;
  useEffect(() => {
    if (keeps && state.status === 'loaded') keepShownList(url, state.value);
  }, [keeps, state, url]);
  return remote;
}
