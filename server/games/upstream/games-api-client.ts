import { is } from '../../../src/contract/struct-checks.js';
import type { CatalogueSource } from '../../../src/contract/api.js';
import { parseGameDetail, parseGameList, UpstreamError, type GameDetail, type GameListItem } from '../../../src/contract/game.js';
import { gamesQueryString, type GamesQuery } from '../../../src/contract/games-query.js';
import { LIST_REFUSED } from '../messages.js';
import { fetchCapped } from './fetch-capped.js';
import { failure, type Failure, type Fetched } from './fetched.js';
import { jsonDepthWithin } from './json-depth.js';
import type { RateGate } from './rate-gate.js';

type LiveSourceName = Exclude<CatalogueSource, 'demo'>;

/** One door to the games service (the public API or the RapidAPI mirror). */
export interface GamesApiClient {
  name: LiveSourceName;
  /** `/games`, checked and cleaned by the shared schema. */
  fetchList(query: GamesQuery): Promise<Fetched<GameListItem[]>>;
  /** `/game?id=N`, checked and cleaned; its id must be the one asked for. */
  fetchDetail(id: number): Promise<Fetched<GameDetail>>;
}

export interface GamesApiClientOptions {
  name: LiveSourceName;
  /** Base URL without a trailing slash, e.g. https://www.freetogame.com/api. */
  baseUrl: string;
  /** Sent with every call; never logged. */
  headers?: Record<string, string>;
  timeoutMs: number;
  maxBytes: number;
  gate: RateGate;
  /** Aborts calls in flight when the server closes. */
  signal?: AbortSignal;
}

/** The envelope's wording when the service refuses a parameter value ("No platform found, please check…"). */
const REFUSED_PARAMETER = /check the correct parameters/i;

/** The deepest nesting a real payload needs is 4 (a detail's screenshots); anything far deeper is refused unread. */
const MAX_JSON_DEPTH = 16;

/** A 404 from the service; `envelope` is its `status_message` when the body was the documented envelope. */
type NotFound404 = { ok: false; status404: true; envelope?: string };
type Json = { ok: true; status: number; json: unknown } | NotFound404 | Failure;

/** A schema check that can never throw: anything odd in a body is a failed call, not a 500. */
function safely<T>(check: () => { ok: true; value: T } | { ok: false; message: string }): { ok: true; value: T } | Failure {
  try {
    const parsed = check();
    return parsed.ok ? parsed : failure(parsed.message.slice(0, 200));
  } catch {
    return failure('a body the schema could not check');
  }
}

/** A client for the games service's two endpoints, failing on anything but JSON of the expected shape. */
export function createGamesApiClient(options: GamesApiClientOptions): GamesApiClient {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function getJson(path: string): Promise<Json> {
    // The gate's wait counts against the same deadline a caller would wait for the response.
    if (!(await options.gate.acquire('api', options.timeoutMs))) return failure('rate gate queue full', { down: false, busy: true });
    const response = await fetchCapped(`${base}${path}`, { headers: { Accept: 'application/json', ...options.headers }, timeoutMs: options.timeoutMs, maxBytes: options.maxBytes, signal: options.signal });
    if (!response.ok) return failure(response.reason);
    const text = response.body.toString('utf8');
    if (!jsonDepthWithin(text, MAX_JSON_DEPTH)) return failure(`HTTP ${response.status} with JSON nested deeper than ${MAX_JSON_DEPTH}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      if (response.status === 404) return { ok: false, status404: true };
      return failure(`HTTP ${response.status} with a body that is not JSON`);
    }
    if (is(json, UpstreamError)) {
      if (response.status === 404) return { ok: false, status404: true, envelope: json.status_message };
      return failure(`HTTP ${response.status}: ${json.status_message.slice(0, 100)}`);
    }
    if (response.status === 404) return { ok: false, status404: true };
    if (response.status !== 200) return failure(`HTTP ${response.status}`);
    return { ok: true, status: response.status, json };
  }

  return {
    name: options.name,
    async fetchList(query) {
      const search = gamesQueryString(query);
      const response = await getJson(search ? `/games?${search}` : '/games');
      if ('status404' in response) {
        // A list has no "not found": a 404 without the envelope is the service (or its CDN) failing.
        if (response.envelope === undefined) return failure('HTTP 404 without the error envelope');
        // "Object not found" is how the service says a filter matched nothing (docs/games-service.md): an empty list.
        if (!REFUSED_PARAMETER.test(response.envelope)) return { ok: true, value: [] };
        // We only send values we know, so this is the service disagreeing with us, not the visitor's fault.
        return failure(`list refused: ${response.envelope.slice(0, 100)}`, { down: false, message: LIST_REFUSED });
      }
      if (!response.ok) return response;
      const json = response.json;
      return safely(() => parseGameList(json));
    },
    async fetchDetail(id) {
      const response = await getJson(`/game?id=${id}`);
      // Any 404 for one id, envelope or not, means the service has no such game.
      if ('status404' in response) return { ok: false, notFound: true };
      if (!response.ok) return response;
      const json = response.json;
      const parsed = safely(() => parseGameDetail(json));
      if (!parsed.ok) return parsed;
      return parsed.value.id === id ? parsed : failure(`asked for game ${id}, got game ${parsed.value.id}`);
    },
  };
}
