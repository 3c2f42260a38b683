/** Starts a test app on a free port of 127.0.0.1, for tests that need a real socket rather than inject(). */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { removeTempDirs } from './temp-dir.js';
import { buildTestApp } from './test-app.js';

export interface Listening {
  /** The app's base URL, e.g. http://127.0.0.1:43121. */
  base: string;
  port: number;
}

export async function listenOnLoopback(app: FastifyInstance): Promise<Listening> {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { base, port: Number(new URL(base).port) };
}

/**
 * For a file whose tests share one app on a real socket: registers hooks that start it on loopback
 * before the tests and close it after; read `app` and `port` inside a test.
 */
export function listeningTestApp(): { readonly app: FastifyInstance; readonly port: number } {
  let app: FastifyInstance | undefined;
  let port = 0;
  beforeAll(async () => {
    app = buildTestApp();
    ({ port } = await listenOnLoopback(app));
  });
  afterAll(async () => {
    await app?.close();
    removeTempDirs();
  });
  return {
    get app() {
      if (!app) throw new Error('the app starts before the tests');
      return app;
    },
    get port() {
      return port;
    },
  };
}
