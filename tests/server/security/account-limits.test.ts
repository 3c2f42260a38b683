import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccountLimits, type LimiterFactory } from '../../../server/security/account-limits.js';
import { memoryLimiters, redisLimiters } from '../../../server/security/limiter-factories.js';
import { DEFAULT_RATE_LIMITS, tooManyAttemptsMessage, type RateLimitSettings } from '../../../server/security/rate-limits.js';
import { deleteRedisKeys, REDIS_URL, warnIfNoRedis } from '../helpers/redis.js';

warnIfNoRedis();

const SETTINGS: RateLimitSettings = { ...DEFAULT_RATE_LIMITS, signinPerIp: { limit: 2, windowMs: 90_000 } };

/** The behaviour both kinds of limiter share; windows here are long enough never to end during a test. */
function limiterContract(make: () => Promise<LimiterFactory>) {
  it('refuses past the limit with a Retry-After in whole seconds; checking counts nothing', async () => {
    const { signinAddress } = createAccountLimits(await make(), SETTINGS);
    expect(await signinAddress.consume('192.0.2.1')).toEqual({ allowed: true });
    expect(await signinAddress.check('192.0.2.1')).toEqual({ allowed: true });
    expect(await signinAddress.consume('192.0.2.1')).toEqual({ allowed: true });
    const refused = await signinAddress.check('192.0.2.1');
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(80);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(90);
    expect((await signinAddress.consume('192.0.2.1')).allowed).toBe(false);
    expect(await signinAddress.consume('192.0.2.2')).toEqual({ allowed: true });
  });

  it('counts every one of many simultaneous attempts on an email (atomic increments)', async () => {
    const { signin } = createAccountLimits(await make(), DEFAULT_RATE_LIMITS);
    const verdicts = await Promise.all(Array.from({ length: 25 }, () => signin.begin('burst@example.com')));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(DEFAULT_RATE_LIMITS.signinFailuresPerEmail.limit);
  });

  it('forgets an email after a success, and gives back attempts whose password was never checked', async () => {
    const { signin } = createAccountLimits(await make(), DEFAULT_RATE_LIMITS);
    for (let n = 0; n < 5; n += 1) expect((await signin.begin('a@example.com')).allowed).toBe(true);
    await signin.unchecked('a@example.com');
    expect((await signin.begin('a@example.com')).allowed).toBe(true);
    expect((await signin.begin('a@example.com')).allowed).toBe(false);
    await signin.succeeded('a@example.com');
    expect((await signin.begin('a@example.com')).allowed).toBe(true);
  });
}

describe('memory limiters', () => {
  limiterContract(async () => memoryLimiters(1_000));

  it('hold at most their cap of live windows: a full store refuses new keys and never drops a live one', async () => {
    const { signin, signinAddress } = createAccountLimits(memoryLimiters(3), DEFAULT_RATE_LIMITS);
    for (let n = 0; n < 6; n += 1) await signin.begin('locked@example.com');
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) expect((await signinAddress.consume(ip)).allowed).toBe(true);
    const full = await signinAddress.consume('192.0.2.4');
    expect(full.allowed).toBe(false);
    expect(!full.allowed && full.retryAfterSeconds).toBe(60);
    // Each limiter has its own store: the address flood left the email's lockout where it was.
    expect((await signin.begin('locked@example.com')).allowed).toBe(false);
    expect((await signinAddress.consume('192.0.2.1')).allowed).toBe(true);
  });
});

describe.skipIf(!REDIS_URL)('Redis limiters', () => {
  const prefix = `freeplay-test:${randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  let made = 0;
  // Ready before use: the limiters send commands on an unready connection to the memory insurance.
  const connect = async () => {
    const redis = new Redis(REDIS_URL ?? '');
    clients.push(redis);
    await redis.ping();
    return redis;
  };
  const make = async () => redisLimiters(await connect(), `${prefix}${(made += 1)}:`, 1_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
    await deleteRedisKeys(prefix);
  });

  limiterContract(make);

  it('share counts between server copies that use the same prefix', async () => {
    const one = createAccountLimits(redisLimiters(await connect(), `${prefix}shared:`, 1_000), SETTINGS);
    const two = createAccountLimits(redisLimiters(await connect(), `${prefix}shared:`, 1_000), SETTINGS);
    await one.signinAddress.consume('192.0.2.9');
    await two.signinAddress.consume('192.0.2.9');
    expect((await one.signinAddress.check('192.0.2.9')).allowed).toBe(false);
  });

  it('put an end on every window they open (keys never live forever)', async () => {
    const redis = await connect();
    const { signinAddress } = createAccountLimits(redisLimiters(redis, `${prefix}ttl:`, 1_000), SETTINGS);
    await signinAddress.consume('192.0.2.10');
    const ttl = await redis.pttl(`${prefix}ttl:signin-ip:192.0.2.10`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(90_000);
  });
});

describe('Redis limiters while Redis cannot be reached', () => {
  it('count in memory instead (the insurance limiter), still refusing past the limit', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false });
    unreachable.on('error', () => undefined);
    const { signinAddress } = createAccountLimits(redisLimiters(unreachable, 'x:', 1_000), SETTINGS);
    expect(await signinAddress.consume('192.0.2.1')).toEqual({ allowed: true });
    expect(await signinAddress.consume('192.0.2.1')).toEqual({ allowed: true });
    expect((await signinAddress.consume('192.0.2.1')).allowed).toBe(false);
    unreachable.disconnect();
  });
});

describe('rate-limit messages', () => {
  it('say what was refused and when to try again, in words', () => {
    expect(tooManyAttemptsMessage('sign-in', 180)).toBe('Too many sign-in attempts. Try again in 3 minutes.');
    expect(tooManyAttemptsMessage('sign-in', 61)).toBe('Too many sign-in attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage('sign-in', 1)).toBe('Too many sign-in attempts. Try again in 1 second.');
    expect(tooManyAttemptsMessage('sign-up', 45)).toBe('Too many sign-up attempts. Try again in 45 seconds.');
    expect(tooManyAttemptsMessage('sign-up', 3600)).toBe('Too many sign-up attempts. Try again in 1 hour.');
  });
});
