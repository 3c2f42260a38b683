/** The answers the API cache builds itself: from a stored record, offline partial details, offline misses. */
import { HEADERS, OFFLINE_NOT_SAVED, type ErrorBody } from '../src/contract/api.js';
import type { ApiMeta, ApiRecord } from './api-store.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The message of the 503 answer for a view that was never saved for offline use. */
export const OFFLINE_NOT_SAVED_MESSAGE = "This view isn't saved for offline use yet.";

/** A 200 answer with the stored text as it is (no JSON work), stamped with when it was stored and its source. */
export function recordResponse(record: ApiRecord, extraHeaders: Record<string, string> = {}): Response {
  return storedResponse(record.text, record, extraHeaders);
}

/** A detail answer built from what a stored list knows of the game, marked as partial. */
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
