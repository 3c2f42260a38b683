/**
 * The first page's games list, asked for while the app is still starting (main.tsx, before React's
 * first render), so the request does not wait for that render and its effects. The first list a
 * page asks for takes it when the URL matches; either way that ends the offer, so no later visit
 * ever gets an old response. The taker's signal still cancels it when the page is left.
 */
import { gamesListUrl, type GameListItem, type GamesQuery } from '../contract';
import { fetchGames, type GamesResponse } from './games-client';

type ListResponse = GamesResponse<GameListItem[]>;

let offer: { url: string; response: Promise<ListResponse>; controller: AbortController } | undefined;

/** Starts loading the list for `query` now; the next useGames for the same list takes it. */
export function prefetchGames(query: GamesQuery): void {
  const controller = new AbortController();
  const response = fetchGames(query, controller.signal);
  // The taker sees a failure; a response nobody takes must not surface as an unhandled rejection.
  response.catch(() => undefined);
  offer = { url: gamesListUrl(query), response, controller };
}

/** The prefetched response when it is for `url` (cancelled with `signal`); ends the offer either way. */
export function takePrefetchedGames(url: string, signal: AbortSignal): Promise<ListResponse> | undefined {
  const taken = offer;
  offer = undefined;
  if (!taken) return undefined;
  if (taken.url !== url) {
    taken.controller.abort();
    return undefined;
  }
  if (signal.aborted) taken.controller.abort();
  else signal.addEventListener('abort', () => taken.controller.abort(), { once: true });
  return taken.response;
}
