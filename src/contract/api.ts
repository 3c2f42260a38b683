/**
 * The HTTP contract between the app, the service worker and the server: paths, header names and
 * the shapes of the account responses.
 */
import { array, number, object, optional, string, type, type Infer } from 'superstruct';
import { gamesQueryString, type GamesQuery } from './games-query.js';

export const API_PATHS = {
  signup: '/user/signup',
  signin: '/user/signin',
  me: '/user/me',
  games: '/api/games',
  game: '/api/game',
  catalogue: '/api/catalogue',
  library: '/user/library',
  libraryBatch: '/user/library/batch',
  diary: '/user/diary',
  diaryBatch: '/user/diary/batch',
  lists: '/user/lists',
  listsBatch: '/user/lists/batch',
  shared: '/user/shared',
  thumbnails: '/thumbnails',
  screenshots: '/screenshots',
  health: '/healthz',
  ready: '/readyz',
} as const;

/** Where a catalogue response came from; sent in the `X-Catalogue-Source` header. */
export const CATALOGUE_SOURCES = ['freetogame', 'rapidapi', 'demo'] as const;
export type CatalogueSource = (typeof CATALOGUE_SOURCES)[number];

export const HEADERS = {
  catalogueSource: 'x-catalogue-source',
  cache: 'x-cache',
  /** Set by the service worker on responses it served from IndexedDB: when they were stored (ms). */
  storedAt: 'x-freeplay-stored-at',
  /** Set by the service worker on an offline detail built from what a stored list knows. */
  partial: 'x-freeplay-partial',
} as const;

/** The `code` of the service worker's 503 response when a view was never saved for offline use. */
export const OFFLINE_NOT_SAVED = 'offline-not-saved';

/** The same-origin URL of a games list (parameters sorted, so it doubles as a cache key). */
export function gamesListUrl(query: GamesQuery): string {
  const search = gamesQueryString(query);
  return search ? `${API_PATHS.games}?${search}` : API_PATHS.games;
}

/** The same-origin URL of one game's details. */
export function gameDetailUrl(id: number): string {
  return `${API_PATHS.game}?id=${id}`;
}

/** The same-origin URL under which the server serves a game's thumbnail. */
export function thumbnailUrl(id: number): string {
  return `${API_PATHS.thumbnails}/${id}`;
}

/** The same-origin URL under which the server serves a screenshot (screenshot ids are unique across games). */
export function screenshotUrl(id: number): string {
  return `${API_PATHS.screenshots}/${id}`;
}

/** Every error body: a message a person can read, plus detail for the cases that have it. */
export const ErrorBody = type({
  message: string(),
  code: optional(string()),
  error: optional(string()),
  errors: optional(array(object({ field: string(), message: string() }))),
});
export type ErrorBody = Infer<typeof ErrorBody>;

export const SignupResponse = object({ message: string() });
export const SigninResponse = object({ message: string(), token: string() });

const PublicUser = object({
  id: string(),
  email: string(),
  first_name: string(),
  last_name: string(),
});
type PublicUser = Infer<typeof PublicUser>;
export const MeResponse = object({ user: PublicUser });

/** The claims a session token carries (JWT HS256). `sub` is the user's id. */
export const TokenClaims = object({
  sub: string(),
  email: string(),
  first_name: string(),
  last_name: string(),
  iat: number(),
  exp: number(),
});
export type TokenClaims = Infer<typeof TokenClaims>;

/** The localStorage key that holds the session token. */
export const TOKEN_STORAGE_KEY = 'token';
