/** The answers the API cache builds itself: from a stored record, offline partial details, offline misses. */
import { HEADERS, OFFLINE_NOT_SAVED, type ErrorBody } from '../src/contract/api.js';
import type { ApiRecord } from './api-store.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The message of the 503 answer for a view that was never saved for offline use. */
export const OFFLINE_NOT_SAVED_MESSAGE = "This view isn't saved for offline use yet.";

/** A 200 answer from a stored record, stamped with when it was stored and where it came from. */
export function recordResponse(record: ApiRecord, extraHeaders: Record<string, string> = {}): Response {
  const headers = new Headers({ 'content-type': JSON_TYPE, [HEADERS.storedAt]: String(record.storedAt), ...extraHeaders });
  if (record.source) headers.set(HEADERS.catalogueSource, record.source);
  return new Response(JSON.stringify(record.body), { status: 200, headers });
}

/** A detail answer built from what a stored list knows of the game, marked as partial. */
export function partialDetailResponse(item: unknown, list: ApiRecord): Response {
  return recordResponse({ ...list, body: item }, { [HEADERS.partial]: 'list' });
}

/** Offline with nothing stored: a 503 whose code lets the page say so plainly. */
export function offlineNotSavedResponse(): Response {
  const body: ErrorBody = { message: OFFLINE_NOT_SAVED_MESSAGE, code: OFFLINE_NOT_SAVED };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store' },
  });
}
