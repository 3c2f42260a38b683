/**
 * The live games service as this server reaches it: a client for the source `GAMES_SOURCE` names
 * (none for the demo), the one rate gate every call passes, and the image fetcher behind that gate.
 */
import { rapidapiKeyFor, type GamesSourceSetting } from '../games-source.js';
import { fetchImage, type FetchedImage } from './fetch-image.js';
import type { Fetched } from './fetched.js';
import { createFreetogameClient } from './freetogame-client.js';
import type { GamesApiClient } from './games-api-client.js';
import { createRapidapiClient, RAPIDAPI_URL } from './rapidapi-client.js';
import { createRateGate } from './rate-gate.js';

export interface GamesUpstreamOptions {
  source: GamesSourceSetting;
  /** Base URL of the public API, e.g. https://www.freetogame.com/api (no trailing slash). */
  freetogameApiUrl: string;
  rapidapiKey?: string;
  /** Base URL of the RapidAPI mirror; tests point it at a fake. */
  rapidapiApiUrl?: string;
  /** Upstream timeout (default 5 s). */
  timeoutMs?: number;
  /** Upstream calls allowed in any one second (default 4, the service's documented limit). */
  upstreamRatePerSecond?: number;
  /** Largest upstream body accepted (default 5 MB). */
  maxUpstreamBytes?: number;
}

export interface GamesUpstream {
  source: GamesSourceSetting;
  /** Absent for the demo source. */
  client?: GamesApiClient;
  /** Fetches one image through the gate; absent for the demo source. */
  fetchImage?: (url: string) => Promise<Fetched<FetchedImage>>;
  /** The only origins thumbnails and screenshots are fetched from, whatever a payload says. */
  imageOrigins: ReadonlySet<string>;
  /** Aborted at shutdown, when requests still waiting (at the gate or for a visitor's budget) are answered at once. */
  draining: AbortSignal;
  /** Answers the calls waiting at the gate at once (503 or a stale copy) instead of holding a shutdown up. */
  drain(): void;
  /** Stops background calls too; calls already sent finish within their own timeout. */
  close(): void;
}

const MB = 1024 * 1024;
const MAX_IMAGE_BYTES = 2 * MB;
/** Images wait behind API calls at the rate gate, up to this long. */
const IMAGE_GATE_WAIT_MS = 10_000;

export function createGamesUpstream(options: GamesUpstreamOptions): GamesUpstream {
  const timeoutMs = options.timeoutMs ?? 5000;
  const gate = createRateGate({ perWindow: options.upstreamRatePerSecond ?? 4 });
  const closing = new AbortController();
  const draining = new AbortController();
  const calls = { timeoutMs, maxBytes: options.maxUpstreamBytes ?? 5 * MB, gate, signal: closing.signal };

  let client: GamesApiClient | undefined;
  let apiUrl = options.freetogameApiUrl;
  const rapidapiKey = rapidapiKeyFor(options.source, options.rapidapiKey);
  if (options.source === 'rapidapi' && rapidapiKey) {
    apiUrl = options.rapidapiApiUrl ?? RAPIDAPI_URL;
    client = createRapidapiClient({ key: rapidapiKey, baseUrl: apiUrl, ...calls });
  } else if (options.source !== 'demo') {
    client = createFreetogameClient({ baseUrl: options.freetogameApiUrl, ...calls });
  }

  return {
    source: options.source,
    client,
    fetchImage: client
      ? (url) => fetchImage(url, { timeoutMs, maxBytes: MAX_IMAGE_BYTES, gate, maxWaitMs: IMAGE_GATE_WAIT_MS, signal: closing.signal })
      : undefined,
    imageOrigins: new Set(['https://www.freetogame.com', new URL(options.freetogameApiUrl).origin, new URL(apiUrl).origin]),
    draining: draining.signal,
    drain() {
      gate.close();
      draining.abort();
    },
    close() {
      gate.close();
      draining.abort();
      closing.abort();
    },
  };
}
