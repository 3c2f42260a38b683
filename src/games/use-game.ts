/** One game's details for the detail page; an id that is not a game id loads nothing. */
import { gameDetailUrl, type GameDetail } from '../contract';
import { fetchGame, type GamesAnswer } from './games-client';
import { useRemote, type Remote } from './use-remote';

/** The numeric game id in a route parameter, or undefined for anything else ("abc", "-1", "1.5"). */
export function parseGameId(raw: string): number | undefined {
  if (!/^[0-9]{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}

export function useGame(id: string): Remote<GamesAnswer<GameDetail>> & { validId: boolean } {
  const gameId = parseGameId(id);
  const remote = useRemote(gameId === undefined ? null : gameDetailUrl(gameId), (signal) =>
    fetchGame(gameId ?? 0, signal),
  );
  return { ...remote, validId: gameId !== undefined };
}
