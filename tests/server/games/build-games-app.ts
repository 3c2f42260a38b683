/** Test helpers: the games plugins on a bare Fastify instance, a clock tests move by hand. */
import Fastify, { type FastifyInstance } from 'fastify';
import { registerGames, type GamesOptions } from '../../../server/plugins/app/games.js';
import { gamesRoutes } from '../../../server/routes/api/games.js';
import { thumbnailRoute } from '../../../server/routes/thumbnails/thumbnail.js';

export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2026, 0, 15)): TestClock {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}

export interface BuildOptions extends Partial<GamesOptions> {
  /** Receives every log line (JSON) when given. */
  logLines?: string[];
}

/**
 * Fastify with only the games plugins and their routes. Defaults suit tests: a fast upstream gate, no per-visitor limit to speak of, and a 1 s
 * timeout; everything can be overridden.
 */
export async function buildGamesApp(options: BuildOptions): Promise<FastifyInstance> {
  const { logLines, ...plugin } = options;
  const app = Fastify({
    logger: logLines ? { level: 'trace', stream: { write: (line: string) => void logLines.push(line) } } : false,
  });
  registerGames(app, {
    source: 'freetogame',
    freetogameApiUrl: 'http://127.0.0.1:9/api',
    upstreamRatePerSecond: 1000,
    visitorUpstreamCalls: 100_000,
    timeoutMs: 1000,
    ...plugin,
  });
  await app.register(gamesRoutes);
  await app.register(thumbnailRoute);
  await app.ready();
  return app;
}

/** Every URL-looking value in an answer must be http(s) or one of our own paths. */
export function unsafeUrls(value: unknown): string[] {
  const found: string[] = [];
  const visit = (node: unknown, key: string): void => {
    if (Array.isArray(node)) node.forEach((child) => visit(child, key));
    else if (node && typeof node === 'object') for (const [name, child] of Object.entries(node)) visit(child, name);
    else if (typeof node === 'string' && /url|thumbnail|image/i.test(key)) {
      const ours = /^\/(?:thumbnails|screenshots)\/\d+$/.test(node);
      const http = /^https?:\/\//.test(node);
      if (!ours && !http) found.push(`${key}=${node}`);
    }
  };
  visit(value, '');
  return found;
}
