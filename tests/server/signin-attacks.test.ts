/**
 * Attacks on the sign-in limits: guesses sent all at once, a flood meant to push a lockout out of
 * the limit store, IPv6 networks wider than a /64, a crowd spending the hashing queue, and emails
 * that hide what they are.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuildAppOptions } from '../../server/app.js';
import { DEFAULT_PASSWORD_HASHING } from '../../server/security/password-hasher.js';
import { DEFAULT_RATE_LIMITS } from '../../server/security/rate-limits.js';
import { deleteRedisKeys, REDIS_URL, warnIfNoRedis } from './helpers/redis.js';
import { removeTempDirs } from './helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from './helpers/test-app.js';

warnIfNoRedis();

const apps: FastifyInstance[] = [];
const ROOMY = { limit: 100_000, windowMs: 60_000 };
const redisPrefix = `freeplay-test:${randomBytes(6).toString('hex')}:`;

function app(options: BuildAppOptions = {}, redisUrl?: string): FastifyInstance {
  const built = buildTestApp(testConfig(redisUrl ? { redisUrl } : {}), { rateLimitKeyPrefix: redisPrefix, ...options });
  apps.push(built);
  return built;
}

async function signedUp(target: FastifyInstance) {
  const body = signupBody();
  expect((await postJson(target, '/user/signup', body, '198.51.100.250')).statusCode).toBe(201);
  return body;
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((each) => each.close()));
});
afterAll(async () => {
  await deleteRedisKeys(redisPrefix);
  removeTempDirs();
});

describe.each([
  ['memory', undefined],
  ['Redis', REDIS_URL],
])('simultaneous guesses for one email (%s)', (store, redisUrl) => {
  it.skipIf(store === 'Redis' && !redisUrl)('50 wrong passwords at once from 10 addresses: at most 5 × 401, the rest 429', async () => {
    const target = app({}, redisUrl);
    const { email, password } = await signedUp(target);
    const guesses = Array.from({ length: 50 }, (_, n) => postJson(target, '/user/signin', { email, password: `wrong${n}` }, `192.0.2.${n % 10}`));
    const counts = tally((await Promise.all(guesses)).map((response) => response.statusCode));
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(50);
    // Even the right password waits out the lockout.
    expect((await postJson(target, '/user/signin', { email, password }, '192.0.2.99')).statusCode).toBe(429);
  });
});

describe('a flood of new windows', () => {
  it('ten times the store does not push a live lockout out, and bodies that fail validation open no windows', async () => {
    const target = app({ rateLimits: { maxWindows: 1_000, signinFailuresGlobal: ROOMY } });
    const { email, password } = await signedUp(target);
    for (let n = 0; n < 5; n += 1) expect((await postJson(target, '/user/signin', { email, password: 'wrong1' }, `203.0.113.${n}`)).statusCode).toBe(401);

    const flood = async (count: number, send: (n: number) => Promise<{ statusCode: number }>) => {
      const statuses: number[] = [];
      for (let start = 0; start < count; start += 250) {
        const batch = Array.from({ length: Math.min(250, count - start) }, (_, n) => send(start + n));
        statuses.push(...(await Promise.all(batch)).map((response) => response.statusCode));
      }
      return tally(statuses);
    };
    const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    expect(await flood(5_000, (n) => postJson(target, '/user/signup', {}, address(n)))).toEqual({ 400: 5_000 });
    // Those opened nothing: a real sign-up from yet another address still finds room.
    expect((await postJson(target, '/user/signup', signupBody(), '10.200.0.1')).statusCode).toBe(201);

    const guesses = await flood(5_000, (n) => postJson(target, '/user/signin', { email: `flood${n}@example.com`, password: 'abc123' }, address(100_000 + n)));
    expect(guesses[429]).toBeGreaterThan(0);
    expect((await postJson(target, '/user/signin', { email, password }, '198.51.100.77')).statusCode).toBe(429);
  }, 60_000);
});

describe('IPv6 networks wider than a /64', () => {
  it('count a /56 and a /48 as well, so rotating /64s or /56s does not multiply the budget', async () => {
    const target = app({ rateLimits: { signinPerIp: { limit: 2, windowMs: 60_000 }, signinPer56: { limit: 3, windowMs: 60_000 }, signinPer48: { limit: 5, windowMs: 60_000 } } });
    const tryFrom = async (ip: string) => (await postJson(target, '/user/signin', { email: `v6${randomBytes(3).toString('hex')}@example.com`, password: 'abc123' }, ip)).statusCode;
    expect([await tryFrom('2001:db8:1:100::1'), await tryFrom('2001:db8:1:100::2')]).toEqual([401, 401]);
    // Another /64 of the same /56: one more, then the /56 is spent.
    expect([await tryFrom('2001:db8:1:101::1'), await tryFrom('2001:db8:1:102::1')]).toEqual([401, 429]);
    // Another /56 of the same /48: two more, then the /48 is spent.
    expect([await tryFrom('2001:db8:1:200::1'), await tryFrom('2001:db8:1:300::1'), await tryFrom('2001:db8:1:400::1')]).toEqual([401, 401, 429]);
    const refused = await postJson(target, '/user/signin', { email: 'v6@example.com', password: 'abc123' }, '2001:db8:1:500::1');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await tryFrom('2001:db8:2::1')).toBe(401);
  });
});

describe('a crowd of wrong sign-ins', () => {
  it('keeps a burst of 130 wrong sign-ins at the production cost from filling the hashing queue: 429s, no 503', async () => {
    const target = app({ passwordHashing: DEFAULT_PASSWORD_HASHING });
    const burst = Array.from({ length: 130 }, (_, n) => postJson(target, '/user/signin', { email: `crowd${n}@example.com`, password: 'abc123' }, `192.0.${2 + (n >> 8)}.${n & 255}`));
    const counts = tally((await Promise.all(burst)).map((response) => response.statusCode));
    expect(counts[503]).toBeUndefined();
    expect(counts[401]).toBe(DEFAULT_RATE_LIMITS.signinFailuresGlobal.limit);
    expect(counts[429]).toBe(130 - DEFAULT_RATE_LIMITS.signinFailuresGlobal.limit);
  }, 60_000);
});

describe('the global budget of failed sign-ins', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('once spent, every sign-in answers 429 with Retry-After, before any hashing, until the window ends', async () => {
    const target = app({ rateLimits: { signinFailuresGlobal: { limit: 3, windowMs: 10_000 } } });
    const user = await signedUp(target);
    // Successful sign-ins do not spend it.
    for (let n = 0; n < 5; n += 1) expect((await postJson(target, '/user/signin', user, `198.51.100.${n}`)).statusCode).toBe(200);
    for (let n = 0; n < 3; n += 1) expect((await postJson(target, '/user/signin', { email: `nobody${n}@example.com`, password: 'abc123' }, `192.0.2.${n}`)).statusCode).toBe(401);
    const refused = await postJson(target, '/user/signin', user, '192.0.2.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json().message).toBe('Too many sign-in attempts. Try again in 10 seconds.');
    vi.setSystemTime(Date.now() + 10_000);
    expect((await postJson(target, '/user/signin', user, '192.0.2.201')).statusCode).toBe(200);
  });
});

describe('emails that hide what they are', () => {
  it('are refused at sign-up with a field message, and the Kelvin sign does not sign in as k', async () => {
    const target = app();
    const override = await postJson(target, '/user/signup', signupBody({ email: 'evil\u202egnp.@example.com' }), '198.51.100.40');
    expect(override.statusCode).toBe(400);
    expect(override.json().errors).toEqual([
      { field: 'email', message: 'Email must not contain control characters or invisible formatting characters (such as text-direction marks).' },
    ]);
    const kelvin = await postJson(target, '/user/signup', signupBody({ email: '\u212Aelvin@example.com' }), '198.51.100.40');
    expect(kelvin.statusCode).toBe(400);
    const plain = signupBody({ email: `kelvin${randomBytes(3).toString('hex')}@example.com` });
    expect((await postJson(target, '/user/signup', plain, '198.51.100.41')).statusCode).toBe(201);
    const lookalike = { email: plain.email.replace('k', '\u212A'), password: plain.password };
    expect((await postJson(target, '/user/signin', lookalike, '198.51.100.42')).statusCode).toBe(401);
  });
});
