/**
 * The one module that asks our server for games. Responses are checked and cleaned by the shared
 * schemas (trimmed strings, unsafe URLs dropped); failures arrive as HttpError for the page to show.
 */
import {
  CATALOGUE_SOURCES, HEADERS, gameDetailUrl, gamesListUrl, parseGameDetail, parseGameList,
  type CatalogueSource, type GameDetail, type GameListItem, type GamesQuery,
} from '../contract';
import { recordDataAge } from '../lib/data-age';
import { requestJson } from '../lib/http-client';

export interface GamesMeta {
  /** Where the server got the catalogue from (`X-Catalogue-Source`), when it said. */
  source: CatalogueSource | undefined;
  /** True when the service worker built this detail offline from what a stored list knows. */
  partial: boolean;
}

export interface GamesResponse<T> {
  data: T;
  meta: GamesMeta;
}

/** One list of games, e.g. `fetchGames({ platform: 'pc' }, signal)`. */
export async function fetchGames(query: GamesQuery, signal?: AbortSignal): Promise<GamesResponse<GameListItem[]>> {
  const response = await requestJson(gamesListUrl(query), { parse: parseGameList, signal });
  return { data: response.data, meta: readMeta(response.headers) };
}

/** One game's details; a missing game rejects with an HttpError of status 404. */
export async function fetchGame(id: number, signal?: AbortSignal): Promise<GamesResponse<GameDetail>> {
  const response = await requestJson(gameDetailUrl(id), { parse: parseGameDetail, signal });
  return { data: response.data, meta: readMeta(response.headers) };
}

/** Reads our headers, and tells the offline banner how old the catalogue data now on screen is. */
function readMeta(headers: Headers): GamesMeta {
  recordDataAge(headers.get(HEADERS.storedAt));
  const source = headers.get(HEADERS.catalogueSource)?.trim().toLowerCase();
  return {
    source: CATALOGUE_SOURCES.find((known) => known === source),
    partial: headers.has(HEADERS.partial),
  };
}
