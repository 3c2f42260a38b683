/** HTTP load with autocannon's programmatic API: one leg's requests per second and latencies. */
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds; a stoppable leg ends at stop() or at this limit, whichever comes first. */
  durationS: number;
  headers?: Record<string, string>;
  /** Makes each request (method, path, headers, body) just before it goes, e.g. a fresh op_id. */
  makeRequest?: () => AutocannonRequest;
}

export interface LoadResult {
  /** Successful (2xx) responses per second over the leg. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  /** Connection errors, timeouts and non-2xx responses together. */
  failures: number;
  durationS: number;
}

function summarise(result: AutocannonResult): LoadResult {
  const ok = result['2xx'];
  const durationS = result.duration > 0 ? result.duration : 1;
  return {
    rps: ok / durationS,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: ok + result.non2xx,
    failures: result.errors + result.timeouts + result.non2xx,
    durationS,
  };
}

/** Runs one leg to its end. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  return startLoad(options).result;
}

/** Starts a leg that the caller may end early with stop(). */
export function startLoad(options: LoadOptions): { stop(): void; result: Promise<LoadResult> } {
  let stop = (): void => undefined;
  const result = new Promise<LoadResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url, connections: options.connections, duration: options.durationS, headers: options.headers ?? {}, timeout: 10,
        ...(options.makeRequest ? { requests: [{ setupRequest: (request: AutocannonRequest) => ({ ...request, ...options.makeRequest?.() }) }] } : {}),
      },
      (error, raw) => (error ? reject(error) : resolve(summarise(raw))),
    );
    stop = () => instance.stop();
  });
  return { stop: () => stop(), result };
}
