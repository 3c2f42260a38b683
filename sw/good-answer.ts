/** Decides whether a network answer may be stored: only a 2xx JSON body that passes the shared schema. */
import { HEADERS } from '../src/contract/api.js';
import { parseGameDetail, parseGameList } from '../src/contract/game.js';
import { isDetailKey } from './cache-key.js';
import type { ApiRecord } from './api-store.js';

/**
 * The record to store for `response`, or undefined for anything else: an error status, HTML from a
 * proxy or a CDN, unreadable JSON, or a body of the wrong shape. Reads the body, so pass a clone.
 */
export async function goodAnswerRecord(key: string, response: Response, storedAt: number): Promise<ApiRecord | undefined> {
  if (response.status < 200 || response.status >= 300) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!/^application\/([a-z.+-]*\+)?json\b/i.test(type)) return undefined;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return undefined;
  }
  const parsed = isDetailKey(key) ? parseGameDetail(body) : parseGameList(body);
  if (!parsed.ok) return undefined;
  const record: ApiRecord = { body, storedAt };
  const etag = response.headers.get('etag');
  if (etag) record.etag = etag;
  const source = response.headers.get(HEADERS.catalogueSource);
  if (source) record.source = source;
  return record;
}
