import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createHashingGate, type HashingGate, SERVER_BUSY_MESSAGE } from '../../../server/security/hashing-gate.js';
import { DEFAULT_PASSWORD_HASHING } from '../../../server/security/password-hasher.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from '../helpers/test-app.js';
import { listenOnLoopback } from '../helpers/listen.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(removeTempDirs);

const ROOMY = { limit: 10_000, windowMs: 60_000 };

/** Holds every slot and place in line of `gate` until `open()` is called. */
function fillGate(gate: HashingGate, tasks: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: tasks }, () => gate.run(() => released));
  return {
    open: async () => {
      release();
      await Promise.all(held);
    },
  };
}

/** A gate that counts the hashes entering and leaving it, and says when `count` have entered. */
function watchedGate(inner: HashingGate) {
  let entered = 0;
  let finished = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const gate: HashingGate = {
    async run(task) {
      entered += 1;
      for (const waiter of waiters.filter(({ count }) => entered >= count)) waiter.resolve();
      try {
        return await inner.run(task);
      } finally {
        finished += 1;
      }
    },
    get active() {
      return inner.active;
    },
    get waiting() {
      return inner.waiting;
    },
  };
  const entries = (count: number) => new Promise<void>((resolve) => (entered >= count ? resolve() : waiters.push({ count, resolve })));
  return { gate, entries, entered: () => entered, finished: () => finished };
}

describe('sign-in and sign-up while password hashing is at capacity', () => {
  it('answer 503 with Retry-After and a message, count no failure, create nothing, and work again once there is room', async () => {
    const gate = createHashingGate({ maxActive: 1, maxWaiting: 1, retryAfterSeconds: 3 });
    const app = buildTestApp(testConfig(), { hashingGate: gate, rateLimits: { signinPerIp: ROOMY, signupPerIp: ROOMY } });
    apps.push(app);
    const body = signupBody();
    expect((await postJson(app, '/user/signup', body)).statusCode).toBe(201);
    const credentials = { email: body.email, password: body.password };

    const full = fillGate(gate, 2);
    const newcomer = signupBody();
    const answers = [
      await postJson(app, '/user/signin', credentials),
      await postJson(app, '/user/signin', { email: 'nobody@example.com', password: 'abc123' }),
      await postJson(app, '/user/signup', newcomer),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('3');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toEqual({ message: SERVER_BUSY_MESSAGE });
    }
    // More refusals than the 5 failures that lock an email: a busy answer is no failed attempt.
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await postJson(app, '/user/signin', credentials)).statusCode).toBe(503);
    // Bodies are still checked before any hashing: a bad one gets its 400, not a 503.
    expect((await postJson(app, '/user/signin', { email: 'not-an-email', password: '' })).statusCode).toBe(400);
    expect(await app.users.findByEmail(newcomer.email)).toBeUndefined();

    await full.open();
    const signin = await postJson(app, '/user/signin', credentials);
    expect(signin.statusCode).toBe(200);
    expect(signin.json()).toMatchObject({ message: 'success', token: expect.any(String) });
    expect((await postJson(app, '/user/signup', newcomer)).statusCode).toBe(201);
  });
});

describe('16 sign-ins at once at the production cost', () => {
  it('all succeed, while /healthz and /user/me answer before the hashing queue drains', async () => {
    const watched = watchedGate(createHashingGate());
    const app = buildTestApp(testConfig(), {
      passwordHashing: DEFAULT_PASSWORD_HASHING,
      hashingGate: watched.gate,
      // One account signing in 16 times at once: past its email's 5 attempts in flight the rest would be 429.
      rateLimits: { signinPerIp: ROOMY, signupPerIp: ROOMY, signinFailuresPerEmail: ROOMY },
    });
    apps.push(app);
    const { base } = await listenOnLoopback(app);
    const post = (path: string, json: unknown) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });

    const body = signupBody();
    expect((await post('/user/signup', body)).status).toBe(201);
    const credentials = { email: body.email, password: body.password };
    const { token } = (await (await post('/user/signin', credentials)).json()) as { token: string };

    const before = watched.entered();
    const doneAtStart = watched.finished();
    const signins = Array.from({ length: 16 }, () => post('/user/signin', credentials));
    // Every one of the 16 is at the gate: two hashing, the rest waiting their turn (on a busy
    // machine the first may already be done by the time the last arrives).
    await watched.entries(before + 16);
    const doneBefore = watched.finished();

    const health = await fetch(`${base}/healthz`);
    const hashesDoneAtHealth = watched.finished() - doneBefore;
    // /user/me checks the token's HMAC on libuv's thread pool, which the gate keeps room in.
    const me = await fetch(`${base}/user/me`, { headers: { authorization: `Bearer ${token}` } });
    const hashesDoneAtMe = watched.finished() - doneBefore;

    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(body.email);
    // Both answered before half the hashes were done; with all 16 on the pool at once, /user/me
    // would wait behind a dozen of them (it does: 15 when the gate lets 16 run).
    expect(hashesDoneAtHealth).toBeLessThanOrEqual(8);
    expect(hashesDoneAtMe).toBeLessThanOrEqual(8);

    const answers = await Promise.all(signins);
    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200));
    for (const answer of answers) expect(((await answer.json()) as { token?: string }).token).toEqual(expect.any(String));
    expect(watched.finished() - doneAtStart).toBe(16);
    expect([watched.gate.active, watched.gate.waiting]).toEqual([0, 0]);
  });
});
