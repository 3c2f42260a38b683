/**
 * A fake games service on 127.0.0.1 (any free port) for tests and benchmarks. It serves
 * `/api/games` (platform, category, sort-by), `/api/filter`, `/api/game?id=` and the images at
 * `/g/{id}/…` from a fixture catalogue, like the real one, and misbehaves on demand: every mode
 * applies to every path (see FakeMode).
 */
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixtureCatalogue, type FixtureCatalogue } from './fixtures/fixture-catalogue.js';
import {
  detailResponse, filterResponse, HTML_PAGE, imagePaths, fakeJson, listResponse, NOT_FOUND, SERVER_ERROR,
  servedGame, wrongShape, type FakeResponse,
} from './fake-payloads.js';
import { pngForPath } from './tiny-png.js';

/**
 * normal: real responses. error-404: the `{status:0,status_message:"Object not found"}` envelope.
 * error-500: a 500 envelope. html: a 200 HTML challenge page. hang: never answers. truncated: the
 * first half of the normal body. wrong-shape: a list wrapped in an object, a detail whose id is an
 * object (objects JavaScript cannot turn into text), an "image" that is JSON. javascript-urls:
 * every URL field dangerous. oversize: the normal body followed by 10 MB of padding, sent without a
 * length. redirect: a 302 to another path of the fake. hang-images: the images never answer, the
 * data answers as normal.
 */
export type FakeMode = 'normal' | 'error-404' | 'error-500' | 'html' | 'hang' | 'hang-images' | 'truncated' | 'wrong-shape' | 'javascript-urls' | 'oversize' | 'redirect';

interface FakeRequest {
  /** The path without the query, e.g. `/api/games` or `/g/5/thumbnail.jpg`. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  /** When it arrived, in ms since the epoch. */
  at: number;
}

export interface FakeUpstream {
  /** Base URL of the API, like http://127.0.0.1:PORT/api (no trailing slash). */
  url: string;
  /** Every request received, in order of arrival. */
  requests: FakeRequest[];
  setMode(mode: FakeMode): void;
  /** Clears `requests` and goes back to 'normal'. */
  reset(): void;
  /** Stops listening and cuts every connection, hanging ones included. */
  close(): Promise<void>;
}

export interface FakeUpstreamOptions {
  catalogue?: FixtureCatalogue;
  /** Wait this long before every response. */
  delayMs?: number;
}

const OVERSIZE_BYTES = 10 * 1024 * 1024;
const PADDING_CHUNK = Buffer.alloc(1024 * 1024, 0x20);

/** Resolves when the response can take more data or has closed. */
function writable(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

function isFakeResponse(value: unknown): value is FakeResponse {
  return typeof value === 'object' && value !== null && 'contentType' in value;
}

async function send(res: ServerResponse, response: FakeResponse, mode: FakeMode): Promise<void> {
  const body = Buffer.from(response.body);
  res.statusCode = response.status;
  res.setHeader('content-type', response.contentType);
  if (response.location) res.setHeader('location', response.location);
  if (mode === 'truncated') return void res.end(body.subarray(0, Math.floor(body.length / 2)));
  if (mode !== 'oversize') return void res.end(body);
  res.write(body);
  for (let sent = 0; sent < OVERSIZE_BYTES && !res.destroyed; sent += PADDING_CHUNK.length) {
    // Respect back-pressure; a client that gives up closes the socket and ends the loop.
    if (!res.write(PADDING_CHUNK)) await writable(res);
  }
  if (!res.destroyed) res.end();
}

/** Starts a fake games service; close it in the test's teardown. */
export async function startFakeUpstream(options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const catalogue = options.catalogue ?? fixtureCatalogue();
  const images = imagePaths(catalogue);
  const requests: FakeRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let mode: FakeMode = 'normal';
  let origin = '';

  const responseFor = (path: string, query: Record<string, string>, current: FakeMode): FakeResponse => {
    if (current === 'error-404') return NOT_FOUND();
    if (current === 'error-500') return SERVER_ERROR();
    if (current === 'html') return HTML_PAGE;
    if (current === 'redirect') return { status: 302, contentType: 'text/plain', body: '', location: `${origin}/elsewhere${path}` };
    if (images.has(path)) {
      return current === 'wrong-shape'
        ? { status: 200, contentType: 'image/jpeg', body: '{"not":"an image"}' }
        : { status: 200, contentType: 'image/png', body: pngForPath(path) };
    }
    const found = path === '/api/games' ? listResponse(catalogue, query)
      : path === '/api/filter' ? filterResponse(catalogue, query)
        : path === '/api/game' ? detailResponse(catalogue, query) : NOT_FOUND();
    if (isFakeResponse(found)) return found;
    const served = Array.isArray(found)
      ? found.map((item) => servedGame(item, origin, current === 'javascript-urls'))
      : servedGame(found, origin, current === 'javascript-urls');
    return current === 'wrong-shape' ? wrongShape(served) : fakeJson(served);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query, headers: { ...req.headers }, at: Date.now() });
    const current = mode;
    res.on('error', () => undefined);
    if (current === 'hang' || (current === 'hang-images' && images.has(url.pathname))) return;
    const respond = (): void => void send(res, responseFor(url.pathname, query, current), current).catch(() => res.destroy());
    if (!options.delayMs) return respond();
    const timer = setTimeout(() => {
      timers.delete(timer);
      respond();
    }, options.delayMs);
    timers.add(timer);
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let closing: Promise<void> | undefined;

  return {
    url: `${origin}/api`,
    requests,
    setMode: (next) => {
      mode = next;
    },
    reset: () => {
      requests.length = 0;
      mode = 'normal';
    },
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
