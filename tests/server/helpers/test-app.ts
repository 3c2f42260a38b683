import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../server/app.js';
import type { Config } from '../../../server/config.js';
import { afterAll, afterEach } from 'vitest';
import { makeTempDir, removeTempDirs } from './temp-dir.js';

/** A cheap Argon2id cost (1 MiB, one pass), so tests hash in about a millisecond. */
export const TEST_PASSWORD_HASHING = Object.freeze({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
/** A fixed signing key, so tests can make tokens of their own (forged, expired, foreign). */
export const TEST_JWT_SECRET = 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz';

/** Settings for a test: a temp DATA_DIR, no built app, the demo catalogue, nothing on the network. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? makeTempDir();
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    jwtSecret: TEST_JWT_SECRET,
    gamesSource: 'demo',
    freetogameApiUrl: 'http://127.0.0.1:9/api',
    gamesRetryMs: 30_000,
    staticDir: join(dataDir, 'no-build-here'),
    trustProxy: false,
    maxConnectionsPerAddress: 100,
    logLevel: 'info',
    logFormat: 'json',
    logRequests: true,
    ...overrides,
  };
}

/** buildApp with cheap hashing and silent logs, unless the test says otherwise. */
export function buildTestApp(config: Config = testConfig(), options: BuildAppOptions = {}): FastifyInstance {
  return buildApp(config, { passwordHashing: TEST_PASSWORD_HASHING, logger: false, ...options });
}

let counter = 0;

/** A valid sign-up body with an email no other test uses. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: 'Alice',
    last_name: 'Walker',
    age: 30,
    email: `player${counter}.${process.pid}@example.com`,
    password: 'abc123',
    ...overrides,
  };
}

/** Injects a JSON POST. */
export function postJson(app: FastifyInstance, url: string, body: unknown, remoteAddress?: string) {
  return app.inject({ method: 'POST', url, payload: body as object, ...(remoteAddress ? { remoteAddress } : {}) });
}

/**
 * For a file whose tests each build apps of their own: registers hooks that close every app handed
 * to the returned function after its test, and remove the temp folders after the file.
 */
export function closedAfterEachTest(): (app: FastifyInstance) => FastifyInstance {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(removeTempDirs);
  return (app) => {
    apps.push(app);
    return app;
  };
}
