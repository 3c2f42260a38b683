/**
 * PLACEHOLDER, replaced by the games proxy work: the interface server/app.ts registers.
 */
import type { FastifyPluginAsync } from 'fastify';

/** The `GAMES_SOURCE` setting. */
export const GAMES_SOURCE_SETTINGS = ['auto', 'freetogame', 'rapidapi', 'demo'] as const;
export type GamesSourceSetting = (typeof GAMES_SOURCE_SETTINGS)[number];

export interface GamesPluginOptions {
  source: GamesSourceSetting;
  /** Base URL of the public API, e.g. https://www.freetogame.com/api (no trailing slash). */
  freetogameApiUrl: string;
  rapidapiKey?: string;
  /** Upstream timeout; 5 s unless a test shortens it. */
  timeoutMs?: number;
}

export const gamesPlugin: FastifyPluginAsync<GamesPluginOptions> = async () => {};
