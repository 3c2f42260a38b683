import { createGamesApiClient, type GamesApiClient } from './games-api-client.js';
import type { RateGate } from './rate-gate.js';

const RAPIDAPI_HOST = 'free-to-play-games-database.p.rapidapi.com';
export const RAPIDAPI_URL = `https://${RAPIDAPI_HOST}/api`;

export interface RapidapiClientOptions {
  key: string;
  /** The mirror's base URL; tests point it at a fake. */
  baseUrl?: string;
  timeoutMs: number;
  maxBytes: number;
  gate: RateGate;
  signal?: AbortSignal;
}

/** The RapidAPI mirror: the key travels only in its request header, never in a response or a log. */
export function createRapidapiClient({ key, baseUrl = RAPIDAPI_URL, ...rest }: RapidapiClientOptions): GamesApiClient {
  return createGamesApiClient({
    name: 'rapidapi',
    baseUrl,
    headers: { 'X-RapidAPI-Key': key, 'X-RapidAPI-Host': RAPIDAPI_HOST },
    ...rest,
  });
}
