/**
 * The test files' handle on the suite: addresses from the global set-up, and the control calls that
 * steer the fake games service and the real server (which live in vitest's main process).
 */
import { inject } from 'vitest';
import './context.js';
import type { E2eContext } from './context.js';
import type { FakeMode, FakeRequest } from '../../support/fake-upstream.js';

export function e2e(): E2eContext {
  return inject('e2e');
}

/** The app's URL for a hash route, e.g. appUrl('/home') -> http://127.0.0.1:port/#/home. */
export function appUrl(route: string): string {
  return `${e2e().baseUrl}/#${route}`;
}

async function control(method: 'GET' | 'POST', path: string, body?: unknown, timeoutMs = 30_000): Promise<unknown> {
  const answer = await fetch(`${e2e().controlUrl}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const json: unknown = await answer.json();
  if (!answer.ok) throw new Error(`control ${method} ${path} failed: ${JSON.stringify(json)}`);
  return json;
}

export type { FakeMode };

export const fakeService = {
  setMode: async (mode: FakeMode): Promise<void> => {
    await control('POST', '/fake/mode', { mode });
  },
  /** Back to normal answers, request log emptied. */
  reset: async (): Promise<void> => {
    await control('POST', '/fake/reset');
  },
  /** The path and query of every request the fake has received since its last reset, in order. */
  requests: async (): Promise<URL[]> => {
    const json = (await control('GET', '/fake/requests')) as { requests: unknown[] };
    return json.requests.map(requestUrl);
  },
};

/** The fake records `{path, query, headers}`; a URL is easier to ask questions of. */
function requestUrl(entry: unknown): URL {
  const record = (typeof entry === 'object' && entry !== null ? entry : {}) as Partial<FakeRequest>;
  if (typeof record.path !== 'string') throw new Error(`Unreadable fake request record: ${JSON.stringify(entry)}`);
  const url = new URL(record.path, 'http://fake');
  for (const [name, value] of Object.entries(record.query ?? {})) url.searchParams.append(name, value);
  return url;
}

export const serverProcess = {
  stop: async (): Promise<void> => {
    await control('POST', '/server/stop');
  },
  start: async (): Promise<void> => {
    await control('POST', '/server/start');
  },
  /** A fresh process on the same port and DATA_DIR: empty in-memory caches and rate limits, same accounts. */
  restart: async (): Promise<void> => {
    await control('POST', '/server/restart');
  },
  running: async (): Promise<boolean> => ((await control('GET', '/server')) as { running: boolean }).running,
};

/** Rebuilds the app the server serves (the server reads files per request; restart it to be sure). */
export async function rebuildApp(env: Record<string, string | undefined>): Promise<void> {
  const plain: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(env)) plain[name] = value ?? null;
  await control('POST', '/app/rebuild', { env: plain }, 240_000);
}
