/**
 * A small HTTP client for loopback servers over node:http, which (unlike fetch) sends any method,
 * header or body as given. Requests share keep-alive connections unless `fresh` asks for one of
 * their own (for requests the server answers by closing the connection); each is bounded in time.
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface RawRequest {
  method: string;
  /** Path and query, already percent-encoded. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A connection of its own, closed after the answer. */
  fresh?: boolean;
  /** Local loopback address to send from (e.g. 127.0.5.9): the server sees it as the client's IP. */
  from?: string;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  /** Milliseconds from sending to the end of the answer. */
  ms: number;
}

export interface HttpClient {
  origin: string;
  send(raw: RawRequest): Promise<RawAnswer>;
  /** GET/POST JSON shorthands. */
  get(path: string, headers?: Record<string, string>, from?: string): Promise<RawAnswer>;
  postJson(path: string, value: unknown, from?: string): Promise<RawAnswer>;
  close(): void;
}

const REQUEST_TIMEOUT_MS = 15_000;

/** A client for `origin` (http://127.0.0.1:PORT) with at most `sockets` connections at once. */
export function createHttpClient(origin: string, { sockets = 8, timeoutMs = REQUEST_TIMEOUT_MS } = {}): HttpClient {
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });

  function send(raw: RawRequest): Promise<RawAnswer> {
    const started = performance.now();
    const headers = { ...raw.headers };
    // An explicit length keeps node from chunking a GET's body, which the parser would refuse.
    if (raw.body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
      headers['content-length'] = String(Buffer.byteLength(raw.body));
    }
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: hostname,
          port: Number(port),
          method: raw.method,
          path: raw.path,
          headers,
          agent: raw.fresh ? false : agent,
          ...(raw.from ? { localAddress: raw.from } : {}),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8'), ms: performance.now() - started });
          });
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer to ${raw.method} ${raw.path.slice(0, 80)} within ${timeoutMs} ms`)));
      req.on('error', (error) => reject(new Error(`${raw.method} ${raw.path.slice(0, 80)}: ${error.message}`, { cause: error })));
      req.end(raw.body);
    });
  }

  return {
    origin,
    send,
    get: (path, headers = {}, from) => send({ method: 'GET', path, headers, ...(from ? { from } : {}) }),
    postJson: (path, value, from) =>
      send({ method: 'POST', path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(value), ...(from ? { from } : {}) }),
    close: () => agent.destroy(),
  };
}

/** The answer's body as JSON, or undefined when it is not JSON. */
export function jsonOf(answer: RawAnswer): unknown {
  try {
    return JSON.parse(answer.text) as unknown;
  } catch {
    return undefined;
  }
}

/** The `message` of a JSON error body, or undefined. */
export function messageOf(answer: RawAnswer): string | undefined {
  const body = jsonOf(answer);
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' ? body.message : undefined;
}
