/**
 * The API cache's responses: which requests it handles, which network responses it may store (only a
 * 2xx JSON body that passes the shared schema), and the responses it builds itself from a stored
 * record, for offline partial details and for offline misses. The key it files each response under
 * is the contract's apiCacheKey.
 */
import { API_PATHS, HEADERS, OFFLINE_NOT_SAVED, type ErrorBody } from '../src/contract/api.js';
import { parseCatalogueIndex } from '../src/contract/catalogue.js';
import { parseGameDetail, parseGameList } from '../src/contract/game.js';
import { parseGameId } from '../src/contract/game-id.js';
import type { ApiMeta, ApiRecord } from './api-store.js';

/** True for the catalogue paths the API cache handles: the games lists, one game's details and the catalogue index. */
export function isApiPath(pathname: string): boolean {
  return pathname === API_PATHS.games || pathname === API_PATHS.game || pathname === API_PATHS.catalogue;
}

/** True when a key names the catalogue index. */
function isCatalogueKey(key: string): boolean {
  return key === API_PATHS.catalogue;
}

/** True for a thumbnail served by our own server. */
export function isThumbnailPath(pathname: string): boolean {
  return pathname.startsWith(`${API_PATHS.thumbnails}/`);
}

/** True for a game's screenshot served by our own server (`/screenshots/123`; the manifest's own images are precached). */
export function isScreenshotPath(pathname: string): boolean {
  return pathname.startsWith(`${API_PATHS.screenshots}/`) && /^\d+$/.test(pathname.slice(API_PATHS.screenshots.length + 1));
}

/** True when a key names one game's details rather than a list. */
export function isDetailKey(key: string): boolean {
  return key === API_PATHS.game || key.startsWith(`${API_PATHS.game}?`);
}

/** True when a key names a games list. */
export function isListKey(key: string): boolean {
  return key === API_PATHS.games || key.startsWith(`${API_PATHS.games}?`);
}

/** The game id a detail request asks for, read by the same rule as the app and the server. */
export function detailIdOf(url: URL): number | undefined {
  return url.pathname === API_PATHS.game ? parseGameId(url.searchParams.get('id')) : undefined;
}

/** Navigations the server handles, not the app shell: its API, accounts, images and health check. */
export const SERVER_PATHS: readonly RegExp[] = [API_PATHS.games, API_PATHS.game, API_PATHS.catalogue, API_PATHS.thumbnails, API_PATHS.screenshots, API_PATHS.health, '/user']
  .map((path) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[/?]|$)`));

/**
 * The body text of a 2xx JSON response, or undefined for an error status or another type (HTML from
 * a proxy or a CDN). Reads the body, so pass a clone when the page gets the original.
 */
export async function jsonResponseText(response: Response): Promise<string | undefined> {
  if (response.status < 200 || response.status >= 300) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!/^application\/([a-z.+-]*\+)?json\b/i.test(type)) return undefined;
  return response.text();
}

/** The metadata a response's headers give: its ETag and catalogue source, stamped with `storedAt`. */
export function responseMeta(response: Response, storedAt: number): ApiMeta {
  const meta: ApiMeta = { storedAt };
  const etag = response.headers.get('etag');
  if (etag) meta.etag = etag;
  const source = response.headers.get(HEADERS.catalogueSource);
  if (source) meta.source = source;
  return meta;
}

/** The record for `text` if it is JSON of the shape `key` asks for (a game list, one game or the index), else undefined. */
export function checkedRecord(key: string, text: string, meta: ApiMeta): ApiRecord | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  // A refused index is not stored, so the previous good one stays.
  const parsed = isCatalogueKey(key) ? parseCatalogueIndex(body) : isDetailKey(key) ? parseGameDetail(body) : parseGameList(body);
  // The text is kept as received: a cache hit responds with it and never serialises again.
  return parsed.ok ? { ...meta, text } : undefined;
}

/** The record to store for `response`, or undefined when it may not be stored. Reads the body. */
export async function storableRecord(key: string, response: Response, storedAt: number): Promise<ApiRecord | undefined> {
  const text = await jsonResponseText(response);
  return text === undefined ? undefined : checkedRecord(key, text, responseMeta(response, storedAt));
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The message of the 503 response for a view that was never saved for offline use. */
const OFFLINE_NOT_SAVED_MESSAGE = "This view isn't saved for offline use yet.";

/** A 200 response with the stored text as it is (no JSON work), stamped with when it was stored and its source. */
export function recordResponse(record: ApiRecord, extraHeaders: Record<string, string> = {}): Response {
  return storedResponse(record.text, record, extraHeaders);
}

/** A detail response built from what a stored list knows of the game, marked as partial. */
export function partialDetailResponse(item: unknown, list: ApiMeta): Response {
  return storedResponse(JSON.stringify(item), list, { [HEADERS.partial]: 'list' });
}

/** Offline with nothing stored: a 503 whose code lets the page say so plainly. */
export function offlineNotSavedResponse(): Response {
  const body: ErrorBody = { message: OFFLINE_NOT_SAVED_MESSAGE, code: OFFLINE_NOT_SAVED };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store' },
  });
}

function storedResponse(text: string, meta: ApiMeta, extraHeaders: Record<string, string>): Response {
  const headers = new Headers({ 'content-type': JSON_TYPE, [HEADERS.storedAt]: String(meta.storedAt), ...extraHeaders });
  if (meta.source) headers.set(HEADERS.catalogueSource, meta.source);
  return new Response(text, { status: 200, headers });
}
