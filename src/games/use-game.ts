/** One game's details for the detail page; an id that is not a game id loads nothing. */
import { gameDetailUrl, parseGameId, type GameDetail } from '../contract';
import { fetchGame, type GamesResponse } from './games-client';
import { takePrefetchedGame } from './prefetch-games';
import { useRemote, type Remote } from './use-remote';

export function useGame(id: string): Remote<GamesResponse<GameDetail>> & { validId: boolean } {
  const gameId = parseGameId(id);
  const url = gameId === undefined ? null : gameDetailUrl(gameId);
  // The app's first page may find its game already on the way (prefetchGame at start).
  const remote = useRemote(url, (signal) => (url === null ? undefined : takePrefetchedGame(url, signal)) ?? fetchGame(gameId ?? 0, signal));
  return { ...remote, validId: gameId !== undefined };
}
