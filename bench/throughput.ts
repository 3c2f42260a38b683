/**
 * One GET (the cached full list /api/games with gzip, or the app's main script with brotli) on the
 * server against nginx serving the same bytes with the same headers, in turns A B A B after a short warm-up of each, so drift on a shared
 * machine hits both alike.
 */
import { runLoad, type LoadResult } from './load.js';
import { median } from './stats.js';

interface ThroughputSide {
  rps: number;
  /** Median of the legs' p50. */
  p50Ms: number;
  /** Worst of the legs' p99. */
  p99Ms: number;
  failures: number;
  legs: LoadResult[];
}

export interface ThroughputReport {
  connections: number;
  legSeconds: number;
  server: ThroughputSide;
  nginx: ThroughputSide;
  /** Server requests per second over nginx's. */
  ratio: number;
  /** Size of the gzip body both sent. */
  bodyBytes: number;
  /** The server's highest resident set size sampled during its legs. */
  serverRssPeakBytes?: number;
}

export const GZIP_HEADERS = { 'accept-encoding': 'gzip' } as const;

/** What every request of the legs asks for. */
export interface LoadRequest {
  path: string;
  headers: Record<string, string>;
}

export const GAMES_REQUEST: LoadRequest = { path: '/api/games', headers: { ...GZIP_HEADERS } };
const WARM_UP_S = 2;

function side(legs: LoadResult[]): ThroughputSide {
  return {
    rps: legs.reduce((sum, leg) => sum + leg.rps, 0) / legs.length,
    p50Ms: median(legs.map((leg) => leg.p50Ms)),
    p99Ms: Math.max(...legs.map((leg) => leg.p99Ms)),
    failures: legs.reduce((sum, leg) => sum + leg.failures, 0),
    legs,
  };
}

export interface Target {
  url: string;
  /** Starts watching the server's memory; stop() gives the highest RSS seen. */
  sampleRss?: () => { stop(): number | undefined };
}

export async function compareWithNginx(server: Target, nginxUrl: string, bodyBytes: number, request = GAMES_REQUEST, connections = 50, legSeconds = 10): Promise<ThroughputReport> {
  const serverUrl = server.url;
  const leg = (base: string, durationS: number) => runLoad({ url: `${base}${request.path}`, connections, durationS, headers: { ...request.headers } });
  await leg(serverUrl, WARM_UP_S);
  await leg(nginxUrl, WARM_UP_S);
  // Sampling starts after the warm-up, by when the start-up password hash (19 MiB) is long done.
  const sampler = server.sampleRss?.();
  const serverLegs: LoadResult[] = [];
  const nginxLegs: LoadResult[] = [];
  for (let turn = 0; turn < 2; turn += 1) {
    serverLegs.push(await leg(serverUrl, legSeconds));
    nginxLegs.push(await leg(nginxUrl, legSeconds));
  }
  const serverRssPeakBytes = sampler?.stop();
  const a = side(serverLegs);
  const b = side(nginxLegs);
  return { connections, legSeconds, server: a, nginx: b, ratio: b.rps > 0 ? a.rps / b.rps : 0, bodyBytes, serverRssPeakBytes };
}
