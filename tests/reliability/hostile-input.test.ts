/**
 * Hostile and broken input against the whole app on a real loopback port: over 10,000 generated
 * requests at every route and method. No answer is a 5xx, every error is JSON with a message and no
 * internals, no file outside the built app comes back, no refused request leaves a user row, and the
 * server still answers /healthz afterwards.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, makeTempDir } from '../server/helpers/temp-dir.js';
import { buildTestApp, signupBody, testConfig, TEST_JWT_SECRET } from '../server/helpers/test-app.js';
import {
  jsonishContentTypeCase, malformedJsonCase, oversizeCase, rawBytesCase, signinCase, signupCase, wrongContentTypeCase,
} from './support/hostile-account-requests.js';
import { checkAnswer, type HostileCase } from './support/hostile-case.js';
import { libraryBatchCase, libraryDeleteCase, libraryGetCase, libraryNoSessionCase, libraryPutCase } from './support/hostile-library-requests.js';
import { meCase } from './support/hostile-me-requests.js';
import { gameDetailCase, gamesListCase, healthCase, staticCase, thumbnailCase } from './support/hostile-url-requests.js';
import { longHeadersCase, unknownMethodCase, unknownPathCase, wrongMethodCase } from './support/hostile-protocol-requests.js';
import { createHttpClient, jsonOf, type HttpClient } from './support/http-client.js';

/** Requests sent at once in each generated batch (modest, on 2 cores). */
const BATCH = 10;
const roomy = { limit: 1_000_000, windowMs: 60_000 };
const SECRET_MARKER = 'SECRET-MARKER-9f2c41';
const STATIC_FILES: Record<string, string> = {
  'index.html': '<!doctype html><html><head><script type="module" src="/assets/app-0123abcd.js"></script></head><body><div id="root"></div></body></html>',
  'assets/app-0123abcd.js': 'console.log("app");',
  'manifest.webmanifest': '{"name":"Freeplay"}',
};

describe('the whole app under generated hostile requests', () => {
  let app: FastifyInstance;
  let client: HttpClient;
  let db: Database.Database;
  let rowsAtStart = 0;
  let token = '';
  let created = 0;
  let sent = 0;
  const perRoute = new Map<string, number>();
  const countRows = () => db.prepare<[], number>('SELECT count(*) FROM users').pluck().get() ?? -1;

  beforeAll(async () => {
    const dataDir = makeTempDir();
    const staticDir = join(dataDir, 'app');
    for (const [file, content] of Object.entries(STATIC_FILES)) {
      mkdirSync(join(staticDir, file, '..'), { recursive: true });
      writeFileSync(join(staticDir, file), content);
    }
    // Files beside the app folder that a traversal must never reach.
    writeFileSync(join(dataDir, 'secret.txt'), SECRET_MARKER);
    writeFileSync(join(dataDir, '.env'), `JWT_SECRET=${SECRET_MARKER}`);
    app = buildTestApp(testConfig({ dataDir, staticDir }), {
      rateLimits: { signinPerIp: roomy, signinFailuresPerEmail: roomy, signupPerIp: roomy, libraryWritesPerUser: roomy, libraryWritesPerAddress: roomy, libraryReadsPerUser: roomy },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    client = createHttpClient(address, { sockets: 8 });
    // The library routes are reached with a real session, so their own checks are what answers.
    const account = signupBody();
    await client.postJson('/user/signup', account);
    token = (jsonOf(await client.postJson('/user/signin', { email: account.email, password: account.password })) as { token: string }).token;
    db = new Database(join(dataDir, 'freeplay.db'), { readonly: true, fileMustExist: true });
    rowsAtStart = countRows();
  });

  afterAll(async () => {
    client.close();
    db.close();
    await app.close();
    removeTempDirs();
  });

  async function sendBatch(cases: HostileCase[]): Promise<void> {
    const answers = await Promise.all(cases.map((hostile) => client.send(hostile.request)));
    sent += cases.length;
    cases.forEach((hostile, index) => {
      const answer = answers[index];
      if (!answer) throw new Error('missing answer');
      perRoute.set(hostile.route, (perRoute.get(hostile.route) ?? 0) + 1);
      checkAnswer(hostile, answer);
      // Nothing outside the built app's folder, and no secret, ever comes back.
      expect(answer.text).not.toContain(SECRET_MARKER);
      expect(answer.text).not.toContain(TEST_JWT_SECRET);
      expect(answer.text).not.toContain('SQLite format 3');
      if (['GET /', 'unknown paths'].includes(hostile.route) && answer.status === 200) expect(Object.values(STATIC_FILES)).toContain(answer.text);
      if (answer.status === 201) {
        expect(hostile.validSignup, 'only a valid sign-up may create an account').toBe(true);
        created += 1;
      }
    });
  }

  const properties: [string, fc.Arbitrary<HostileCase>, number][] = [
    ['POST /user/signup with bodies of every shape', signupCase, 150],
    ['POST /user/signin with bodies of every shape', signinCase, 100],
    ['malformed JSON', malformedJsonCase, 50],
    ['raw bytes as JSON', rawBytesCase, 30],
    ['wrong content types', wrongContentTypeCase, 40],
    ['JSON-like content types', jsonishContentTypeCase, 10],
    ['bodies past the 16 KB limit', oversizeCase, 20],
    ['GET /user/me with garbage and forged tokens', meCase, 100],
    ['GET /api/games with bad query values', gamesListCase, 120],
    ['GET /api/game with bad ids', gameDetailCase, 80],
    ['GET /thumbnails/:id with bad ids', thumbnailCase, 60],
    ['GET /healthz with odd queries and headers', healthCase, 40],
    ['static paths and traversal attempts', staticCase, 80],
    ['unknown paths', unknownPathCase, 60],
    ['wrong methods on known paths', wrongMethodCase, 80],
    ['methods the parser does not know', unknownMethodCase, 10],
    ['many, long and too long headers', longHeadersCase, 40],
  ];

  for (const [name, arbitrary, runs] of properties) {
    it(`${name}: ${runs * BATCH} requests, no 5xx, errors as JSON messages`, async () => {
      await fc.assert(fc.asyncProperty(fc.array(arbitrary, { minLength: BATCH, maxLength: BATCH }), sendBatch), { numRuns: runs });
    }, 60_000);
  }

  // Made once the session exists (beforeAll), so each is a function of its token.
  const libraryProperties: [string, (token: string) => fc.Arbitrary<HostileCase>, number][] = [
    ['PUT /user/library/:gameId with odd ids and bodies', libraryPutCase, 100],
    ['DELETE /user/library/:gameId with odd query strings', libraryDeleteCase, 40],
    ['GET /user/library with odd cursors', libraryGetCase, 30],
    ['POST /user/library/batch with odd operations and shapes', libraryBatchCase, 40],
    ['the library routes without a valid session', () => libraryNoSessionCase, 30],
  ];

  for (const [name, make, runs] of libraryProperties) {
    it(`${name}: ${runs * BATCH} requests, no 5xx, errors as JSON messages`, async () => {
      await fc.assert(fc.asyncProperty(fc.array(make(token), { minLength: BATCH, maxLength: BATCH }), sendBatch), { numRuns: runs });
    }, 60_000);
  }

  it('sent over 10,000 requests, spread over every route and method', () => {
    expect(sent).toBeGreaterThanOrEqual(10_000);
    const routes = [
      'POST /user/signup', 'POST /user/signin', 'GET /user/me', 'HEAD /user/me', 'GET /api/games', 'HEAD /api/games', 'GET /api/game',
      'GET /thumbnails/:id', 'GET /healthz', 'GET /', 'HEAD /', 'unknown paths', 'unknown methods', 'long headers',
      'PUT /user/library/:gameId', 'DELETE /user/library/:gameId', 'GET /user/library', 'POST /user/library/batch',
      ...['GET', 'PUT', 'DELETE', 'POST'].map((method) => `${method} /user/library (no session)`),
      ...['/user/signup', '/user/signin', '/user/me', '/api/games', '/api/game', '/healthz'].map((path) => `wrong method ${path}`),
    ];
    for (const route of routes) expect(perRoute.get(route) ?? 0, route).toBeGreaterThanOrEqual(20);
  });

  it('created a user row only for each sign-up answered 201', () => {
    // The session of the library requests was made before the count started.
    expect(countRows() - rowsAtStart).toBe(created);
  });

  it('is still alive and serving: /healthz ok, and a new account can sign up, sign in and be read', async () => {
    const health = await client.get('/healthz');
    expect([health.status, jsonOf(health)]).toEqual([200, { status: 'ok' }]);
    const body = signupBody();
    expect((await client.postJson('/user/signup', body)).status).toBe(201);
    const signin = await client.postJson('/user/signin', { email: body.email, password: body.password });
    const { token } = jsonOf(signin) as { token: string };
    const me = await client.get('/user/me', { authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(jsonOf(me)).toMatchObject({ user: { email: body.email } });
  });
});
