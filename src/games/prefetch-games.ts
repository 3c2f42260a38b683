/**
 * The first page's games list or game, asked for while the app is still starting (main.tsx, before
 * React's first render), so the request does not wait for that render, its effects or the page's
 * chunk. The first list or game a page asks for takes it when the URL matches; either way that ends
 * the offer, so no later visit ever gets an old response. The taker's signal still cancels it when
 * the page is left.
 */
import { gameDetailUrl, gamesListUrl, type GameDetail, type GameListItem, type GamesQuery } from '../contract';
import { fetchGame, fetchGames, type GamesResponse } from './games-client';

type ListResponse = GamesResponse<GameListItem[]>;
type GameResponse = GamesResponse<GameDetail>;

interface Offer<T> {
  url: string;
  response: Promise<T>;
  controller: AbortController;
}

let offer: { kind: 'list'; list: Offer<ListResponse> } | { kind: 'game'; game: Offer<GameResponse> } | undefined;

function start<T>(url: string, load: (signal: AbortSignal) => Promise<T>): Offer<T> {
  const controller = new AbortController();
  const response = load(controller.signal);
  // The taker sees a failure; a response nobody takes must not surface as an unhandled rejection.
  response.catch(() => undefined);
  return { url, response, controller };
}

/** Starts loading the list for `query` now; the next useGames for the same list takes it. */
export function prefetchGames(query: GamesQuery): void {
  offer = { kind: 'list', list: start(gamesListUrl(query), (signal) => fetchGames(query, signal)) };
}

/** Starts loading the game `id` now; the next useGame for the same game takes it. */
export function prefetchGame(id: number): void {
  offer = { kind: 'game', game: start(gameDetailUrl(id), (signal) => fetchGame(id, signal)) };
}

/** The offer's response when it is for `url` (cancelled with `signal`), else undefined (and it is cancelled). */
function take<T>(taken: Offer<T> | undefined, url: string, signal: AbortSignal): Promise<T> | undefined {
  if (!taken) return undefined;
  if (taken.url !== url) {
    taken.controller.abort();
    return undefined;
  }
  if (signal.aborted) taken.controller.abort();
  else signal.addEventListener('abort', () => taken.controller.abort(), { once: true });
  return taken.response;
}

/** Ends the offer, whatever it was, and hands it over. */
function endOffer(): typeof offer {
  const taken = offer;
  offer = undefined;
  return taken;
}

/** The prefetched list when it is for `url` (cancelled with `signal`); ends any offer either way. */
export function takePrefetchedGames(url: string, signal: AbortSignal): Promise<ListResponse> | undefined {
  const taken = endOffer();
  if (taken?.kind === 'game') taken.game.controller.abort();
  return take(taken?.kind === 'list' ? taken.list : undefined, url, signal);
}

/** The prefetched game when it is for `url` (cancelled with `signal`); ends any offer either way. */
export function takePrefetchedGame(url: string, signal: AbortSignal): Promise<GameResponse> | undefined {
  const taken = endOffer();
  if (taken?.kind === 'list') taken.list.controller.abort();
  return take(taken?.kind === 'game' ? taken.game : undefined, url, signal);
}
