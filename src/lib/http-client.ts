/**
 * The one HTTP client of the app. It parses every response with its schema and turns every failure
 * into an HttpError whose message a person can read; components decide what to show.
 */
import { StructError, type Struct } from 'superstruct';
import { create } from '../contract/struct-checks.js';
import { ErrorBody, OFFLINE_NOT_SAVED, type ParseResult } from '../contract';
import { retryAfterMs } from './retry-after';

export type HttpErrorKind = 'network' | 'offline-not-saved' | 'http' | 'shape' | 'aborted';

export class HttpError extends Error {
  constructor(
    message: string,
    readonly kind: HttpErrorKind,
    readonly status?: number,
    /** The server's JSON error body, when it sent one. */
    readonly body?: ErrorBody,
    /** How long the server asked us to wait (Retry-After on a 429 or 503), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ParsedResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** Either a superstruct struct or a parse function such as `parseGameList` (or one that checks in steps). */
type ResponseParser<T> = Struct<T, unknown> | ((json: unknown) => ParseResult<T> | Promise<ParseResult<T>>);

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  token?: string;
  signal?: AbortSignal;
  /** More request headers (for example the library's device id). */
  headers?: Readonly<Record<string, string>>;
  parse: ResponseParser<T>;
}

const MESSAGES = {
  network: "Can't reach Freeplay right now. Check your connection and try again.",
  unreadable: (status: number) => `The server sent an answer we couldn't read (HTTP ${status}). Please try again in a moment.`,
  shape: 'The server sent data in an unexpected shape. Please try again later.',
  aborted: 'The request was cancelled.',
};

/** Sends one request and resolves with the parsed response, or rejects with an HttpError. */
export async function requestJson<T>(url: string, options: RequestOptions<T>): Promise<ParsedResponse<T>> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch {
    if (options.signal?.aborted) throw new HttpError(MESSAGES.aborted, 'aborted');
    throw new HttpError(MESSAGES.network, 'network');
  }

  const json = await readJson(response, options.signal);
  if (!response.ok) throw errorFromResponse(response, json);

  const data = await parseResponse(json, options.parse);
  return { data, status: response.status, headers: response.headers };
}

async function readJson(response: Response, signal?: AbortSignal): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    if (signal?.aborted) throw new HttpError(MESSAGES.aborted, 'aborted');
    throw new HttpError(MESSAGES.unreadable(response.status), 'http', response.status, undefined, waitAsked(response));
  }
}

/** The Retry-After of a 429 or 503, the two answers that ask a client to come back later. */
function waitAsked(response: Response): number | undefined {
  return response.status === 429 || response.status === 503 ? retryAfterMs(response.headers.get('retry-after')) : undefined;
}

function errorFromResponse(response: Response, json: unknown): HttpError {
  const status = response.status;
  let body: ErrorBody;
  try {
    body = create(json, ErrorBody);
  } catch {
    return new HttpError(MESSAGES.unreadable(status), 'http', status, undefined, waitAsked(response));
  }
  const kind: HttpErrorKind = body.code === OFFLINE_NOT_SAVED ? 'offline-not-saved' : 'http';
  return new HttpError(body.message, kind, status, body, waitAsked(response));
}

async function parseResponse<T>(json: unknown, parse: ResponseParser<T>): Promise<T> {
  if (typeof parse === 'function') {
    const result = await parse(json);
    if (!result.ok) throw new HttpError(MESSAGES.shape, 'shape');
    return result.value;
  }
  try {
    return create(json, parse);
  } catch (error) {
    if (error instanceof StructError) throw new HttpError(MESSAGES.shape, 'shape');
    throw error;
  }
}
