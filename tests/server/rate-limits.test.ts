import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeTempDirs } from './helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from './helpers/test-app.js';
import { deleteRedisKeys, REDIS_URL, warnIfNoRedis } from './helpers/redis.js';

warnIfNoRedis();

const apps: FastifyInstance[] = [];

// The limiter counts windows by Date, so the tests move Date (only Date: timers run as usual).
const clock = {
  get time() {
    return Date.now();
  },
  set time(value: number) {
    vi.setSystemTime(value);
  },
};

function appWithClock(options: Parameters<typeof buildTestApp>[1] = {}, config = testConfig()) {
  const app = buildTestApp(config, { now: () => clock.time, ...options });
  apps.push(app);
  return { app, clock };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clock.time = Date.UTC(2030, 0, 1);
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  vi.useRealTimers();
});
afterAll(removeTempDirs);

describe('sign-in limit per IP: 10 a minute', () => {
  it('refuses the 11th attempt in a minute with 429, Retry-After and a readable message, then lets in again', async () => {
    const { app, clock } = appWithClock();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await postJson(app, '/user/signin', { email: `x${attempt}@example.com`, password: 'abc123' }, '192.0.2.1');
      expect(response.statusCode).toBe(401);
    }
    const refused = await postJson(app, '/user/signin', { email: 'y@example.com', password: 'abc123' }, '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      message: 'Too many sign-in attempts. Try again in 1 minute.',
      error: 'Too many sign-in attempts. Try again in 1 minute.',
    });

    // Another address is not affected.
    expect((await postJson(app, '/user/signin', { email: 'y@example.com', password: 'abc123' }, '192.0.2.2')).statusCode).toBe(401);

    clock.time += 45_000;
    expect((await postJson(app, '/user/signin', {}, '192.0.2.1')).headers['retry-after']).toBe('15');
    clock.time += 15_000;
    expect((await postJson(app, '/user/signin', { email: 'y@example.com', password: 'abc123' }, '192.0.2.1')).statusCode).toBe(401);
  });
});

describe('IPv6 visitors', () => {
  it('count every address of one /64 as one visitor, so rotating addresses does not pass the limit', async () => {
    const { app } = appWithClock();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await postJson(app, '/user/signin', { email: `v6-${attempt}@example.com`, password: 'abc123' }, `2001:db8:7:7::${attempt.toString(16)}`);
      expect(response.statusCode).toBe(401);
    }
    const rotated = await postJson(app, '/user/signin', { email: 'v6-x@example.com', password: 'abc123' }, '2001:db8:7:7:ffff::99');
    expect(rotated.statusCode).toBe(429);
    const otherNetwork = await postJson(app, '/user/signin', { email: 'v6-y@example.com', password: 'abc123' }, '2001:db8:7:8::1');
    expect(otherNetwork.statusCode).toBe(401);
  });
});

describe('behind a trusted reverse proxy (TRUST_PROXY)', () => {
  let attempts = 0;
  // A new email each time, so the per-email failure limit never speaks first.
  const signinFrom = (app: FastifyInstance, visitor: string) =>
    app.inject({
      method: 'POST',
      url: '/user/signin',
      remoteAddress: '10.0.0.5',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
      payload: { email: `nobody${(attempts += 1)}@example.com`, password: 'abc123' },
    });

  it("limits each visitor by the proxy's X-Forwarded-For, not all visitors together", async () => {
    const app = buildTestApp(testConfig({ trustProxy: ['10.0.0.0/8'] }));
    apps.push(app);
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await signinFrom(app, '198.51.100.7')).statusCode).toBe(401);
    expect((await signinFrom(app, '198.51.100.7')).statusCode).toBe(429);
    expect((await signinFrom(app, '198.51.100.8')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from anyone when no proxy is trusted, so it cannot be spoofed', async () => {
    const { app } = appWithClock();
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await signinFrom(app, `198.51.100.${attempt}`)).statusCode).toBe(401);
    expect((await signinFrom(app, '198.51.100.99')).statusCode).toBe(429);
  });
});

describe('sign-in failures per email: 5 in 15 minutes', () => {
  it('refuses the email after 5 failures, even with the right password and from other addresses', async () => {
    const { app, clock } = appWithClock();
    const body = signupBody();
    expect((await postJson(app, '/user/signup', body, '198.51.100.1')).statusCode).toBe(201);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await postJson(app, '/user/signin', { email: body.email, password: 'wrong1' }, `198.51.100.${attempt + 10}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await postJson(app, '/user/signin', { email: body.email.toUpperCase(), password: body.password }, '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.json().message).toBe('Too many sign-in attempts. Try again in 15 minutes.');

    // Other accounts sign in as usual.
    const other = signupBody();
    await postJson(app, '/user/signup', other, '198.51.100.2');
    expect((await postJson(app, '/user/signin', { email: other.email, password: other.password }, '198.51.100.3')).statusCode).toBe(200);

    clock.time += 15 * 60_000;
    expect((await postJson(app, '/user/signin', { email: body.email, password: body.password }, '198.51.100.99')).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { app } = appWithClock();
    const body = signupBody();
    await postJson(app, '/user/signup', body, '203.0.113.1');
    const attempt = (password: string, n: number) => postJson(app, '/user/signin', { email: body.email, password }, `203.0.113.${n}`);
    for (let n = 1; n <= 4; n += 1) expect((await attempt('wrong1', n + 10)).statusCode).toBe(401);
    expect((await attempt(body.password, 20)).statusCode).toBe(200);
    for (let n = 1; n <= 4; n += 1) expect((await attempt('wrong1', n + 30)).statusCode).toBe(401);
    expect((await attempt(body.password, 40)).statusCode).toBe(200);
  });
});

describe('sign-up limit per IP: 20 an hour', () => {
  it('refuses the 21st sign-up attempt in an hour with 429 and Retry-After', async () => {
    const { app, clock } = appWithClock();
    const taken = signupBody();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await postJson(app, '/user/signup', taken, '192.0.2.50')).statusCode).toBe(attempt === 1 ? 201 : 409);
    }
    const refused = await postJson(app, '/user/signup', signupBody(), '192.0.2.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toMatchObject({ message: 'Too many sign-up attempts. Try again in 1 hour.' });
    expect((await postJson(app, '/user/signup', signupBody(), '192.0.2.51')).statusCode).toBe(201);
    clock.time += 3600_000;
    expect((await postJson(app, '/user/signup', signupBody(), '192.0.2.50')).statusCode).toBe(201);
  });
});

describe('smaller limits for tests', () => {
  it('are taken from the options', async () => {
    const { app } = appWithClock({ rateLimits: { signinPerIp: { limit: 1, windowMs: 5_000 } } });
    expect((await postJson(app, '/user/signin', { email: 'small@example.com', password: 'abc123' }, '192.0.2.9')).statusCode).toBe(401);
    const refused = await postJson(app, '/user/signin', {}, '192.0.2.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
  });
});

describe.skipIf(!REDIS_URL)('limits shared through Redis', () => {
  const prefix = `freeplay-test:${randomBytes(6).toString('hex')}:`;
  afterAll(async () => {
    await deleteRedisKeys(prefix);
  });

  it('count attempts across two server copies as one', async () => {
    const limits = { signinPerIp: { limit: 3, windowMs: 60_000 } };
    const copies = [0, 1].map(() => appWithClock({ rateLimitKeyPrefix: prefix, rateLimits: limits }, testConfig({ redisUrl: REDIS_URL })).app);
    const statuses: number[] = [];
    for (const [n, app] of [copies[0], copies[1], copies[0], copies[1]].entries()) {
      statuses.push((await postJson(app as FastifyInstance, '/user/signin', { email: `shared${n}@example.com`, password: 'abc123' }, '192.0.2.77')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('are used when REDIS_URL is set in the settings', async () => {
    const config = testConfig({ redisUrl: REDIS_URL });
    const app = buildTestApp(config, { rateLimits: { signupPerIp: { limit: 1, windowMs: 60_000 } } });
    apps.push(app);
    // A unique address keeps this run's keys apart from earlier runs in the shared default prefix.
    const ip = `10.${randomBytes(3).join('.')}`;
    expect((await postJson(app, '/user/signup', signupBody(), ip)).statusCode).toBe(201);
    expect((await postJson(app, '/user/signup', signupBody(), ip)).statusCode).toBe(429);
    const redis = new Redis(REDIS_URL ?? '');
    const stored = await redis.get(`freeplay:rate:signup-ip:${ip}`);
    await redis.del(`freeplay:rate:signup-ip:${ip}`);
    await redis.quit();
    // The refused second attempt met a spent window at the check and counted nothing more.
    expect(stored).toBe('1');
  });
});
