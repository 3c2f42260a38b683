/** One game's details for the detail page; an id that is not a game id loads nothing. */
import { gameDetailUrl, parseGameId, type GameDetail } from '../contract';
import { fetchGame, type GamesResponse } from './games-client';
import { useRemote, type Remote } from './use-remote';

export function useGame(id: string): Remote<GamesResponse<GameDetail>> & { validId: boolean } {
  const gameId = parseGameId(id);
  const remote = useRemote(gameId === undefined ? null : gameDetailUrl(gameId), (signal) =>
    fetchGame(gameId ?? 0, signal),
  );
  return { ...remote, validId: gameId !== undefined };
}
