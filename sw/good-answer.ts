/** Decides whether a network answer may be stored: only a 2xx JSON body that passes the shared schema. */
import { HEADERS } from '../src/contract/api.js';
import { parseCatalogueIndex } from '../src/contract/catalogue.js';
import { parseGameDetail, parseGameList } from '../src/contract/game.js';
import { isCatalogueKey, isDetailKey } from './cache-key.js';
import type { ApiMeta, ApiRecord } from './api-store.js';

/**
 * The body text of a 2xx JSON answer, or undefined for an error status or another type (HTML from
 * a proxy or a CDN). Reads the body, so pass a clone when the page gets the original.
 */
export async function jsonAnswerText(response: Response): Promise<string | undefined> {
  if (response.status < 200 || response.status >= 300) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!/^application\/([a-z.+-]*\+)?json\b/i.test(type)) return undefined;
  return response.text();
}

/** The metadata an answer's headers give: its ETag and catalogue source, stamped with `storedAt`. */
export function answerMeta(response: Response, storedAt: number): ApiMeta {
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
  // The text is kept as received: a cache hit answers with it and never serialises again.
  return parsed.ok ? { ...meta, text } : undefined;
}

/** The record to store for `response`, or undefined when it may not be stored. Reads the body. */
export async function goodAnswerRecord(key: string, response: Response, storedAt: number): Promise<ApiRecord | undefined> {
  const text = await jsonAnswerText(response);
  return text === undefined ? undefined : checkedRecord(key, text, answerMeta(response, storedAt));
}
