import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createFallbackRateLimitStore } from '../../../server/security/rate-limit-fallback-store.js';
import { createMemoryRateLimitStore } from '../../../server/security/rate-limit-memory-store.js';
import { createRedisRateLimitStore } from '../../../server/security/rate-limit-redis-store.js';
import type { RateLimitStore } from '../../../server/security/rate-limit-store.js';
import { createRateLimiter } from '../../../server/security/rate-limiter.js';
import { tooManyAttemptsMessage } from '../../../server/security/rate-limits.js';
import { deleteRedisKeys, REDIS_URL, warnIfNoRedis } from '../helpers/redis.js';

warnIfNoRedis();


/** The behaviour both stores share; windows here are long enough never to end during a test. */
function storeContract(makeStore: () => RateLimitStore) {
  it('counts hits per key within a window and says how long the window still runs', async () => {
    const store = makeStore();
    expect(await store.hit('a', 60_000)).toMatchObject({ count: 1 });
    expect(await store.hit('a', 60_000)).toMatchObject({ count: 2 });
    const third = await store.hit('a', 60_000);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(50_000);
    expect(third.resetInMs).toBeLessThanOrEqual(60_000);
    expect(await store.hit('b', 60_000)).toMatchObject({ count: 1 });
  });

  it('peeks without counting, and forgets a key on reset', async () => {
    const store = makeStore();
    expect(await store.peek('p')).toBeUndefined();
    await store.hit('p', 60_000);
    expect(await store.peek('p')).toMatchObject({ count: 1 });
    expect(await store.peek('p')).toMatchObject({ count: 1 });
    await store.reset('p');
    expect(await store.peek('p')).toBeUndefined();
    expect(await store.hit('p', 60_000)).toMatchObject({ count: 1 });
  });

  it('counts every one of many simultaneous hits (atomic increments)', async () => {
    const store = makeStore();
    const results = await Promise.all(Array.from({ length: 25 }, () => store.hit('burst', 60_000)));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('drives a limiter: refused past the limit with a Retry-After in whole seconds', async () => {
    const limiter = createRateLimiter(makeStore(), 'test', { limit: 2, windowMs: 90_000 });
    expect(await limiter.consume('k')).toEqual({ allowed: true });
    expect(await limiter.check('k')).toEqual({ allowed: true });
    expect(await limiter.consume('k')).toEqual({ allowed: true });
    const refused = await limiter.check('k');
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(80);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(90);
    expect((await limiter.consume('k')).allowed).toBe(false);
    expect(await limiter.consume('other')).toEqual({ allowed: true });
    await limiter.reset('k');
    expect(await limiter.consume('k')).toEqual({ allowed: true });
  });
}

describe('memory rate-limit store', () => {
  storeContract(() => createMemoryRateLimitStore());

  it('starts a new window once the old one has ended', async () => {
    let time = 1_000_000;
    const store = createMemoryRateLimitStore(() => time);
    await store.hit('w', 60_000);
    await store.hit('w', 60_000);
    time += 59_999;
    expect(await store.hit('w', 60_000)).toEqual({ count: 3, resetInMs: 1 });
    time += 1;
    expect(await store.peek('w')).toBeUndefined();
    expect(await store.hit('w', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('holds at most its cap of live windows, dropping the oldest first', async () => {
    const store = createMemoryRateLimitStore(() => 1_000_000, 3);
    for (const key of ['a', 'b', 'c']) await store.hit(key, 3_600_000);
    await store.hit('a', 3_600_000);
    await store.hit('d', 3_600_000);
    expect(await store.peek('a')).toBeUndefined();
    expect((await Promise.all(['b', 'c', 'd'].map((key) => store.peek(key)))).map((window) => window?.count)).toEqual([1, 1, 1]);
  });
});

describe.skipIf(!REDIS_URL)('Redis rate-limit store', () => {
  const prefix = `freeplay-test:${randomBytes(6).toString('hex')}:`;
  const stores: RateLimitStore[] = [];
  const make = () => {
    const store = createRedisRateLimitStore({ url: REDIS_URL ?? '', prefix: `${prefix}${stores.length}:` });
    stores.push(store);
    return store;
  };

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await deleteRedisKeys(prefix);
  });

  storeContract(make);

  it('shares counts between server copies that use the same prefix', async () => {
    const shared = `${prefix}shared:`;
    const one = createRedisRateLimitStore({ url: REDIS_URL ?? '', prefix: shared });
    const two = createRedisRateLimitStore({ url: REDIS_URL ?? '', prefix: shared });
    stores.push(one, two);
    await one.hit('ip', 60_000);
    expect(await two.hit('ip', 60_000)).toMatchObject({ count: 2 });
  });

  it('puts an end on every window it opens (keys never live forever)', async () => {
    const store = make();
    await store.hit('ttl', 5_000);
    const redis = new Redis(REDIS_URL ?? '');
    const ttl = await redis.pttl(`${prefix}${stores.length - 1}:ttl`);
    await redis.quit();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5_000);
  });
});

describe('fallback rate-limit store', () => {
  it('counts in memory while Redis cannot be reached, and reports the failure', async () => {
    const errors: unknown[] = [];
    const unreachable = createRedisRateLimitStore({ url: 'redis://127.0.0.1:1' });
    const store = createFallbackRateLimitStore(unreachable, createMemoryRateLimitStore(), (error) => errors.push(error));
    expect(await store.hit('x', 60_000)).toMatchObject({ count: 1 });
    expect(await store.hit('x', 60_000)).toMatchObject({ count: 2 });
    expect(errors.length).toBeGreaterThan(0);
    await store.close();
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
