import { createGamesApiClient, type GamesApiClient } from './games-api-client.js';
import type { RateGate } from './rate-gate.js';

export interface FreetogameClientOptions {
  /** e.g. https://www.freetogame.com/api (FREETOGAME_API_URL). */
  baseUrl: string;
  timeoutMs: number;
  maxBytes: number;
  gate: RateGate;
  signal?: AbortSignal;
}

/** The public API: no key, no special headers. */
export function createFreetogameClient(options: FreetogameClientOptions): GamesApiClient {
  return createGamesApiClient({ name: 'freetogame', ...options });
}
