/**
 * More than one machine: two server processes on two loopback ports sharing one PostgreSQL, one
 * Redis and one JWT_SECRET (each with its own DATA_DIR), as behind a load balancer. A token from
 * one works on the other, sign-in failures on one count on the other, and one email signed up on
 * both at once gives exactly one account. Skipped, with a notice, without TEST_DATABASE_URL and
 * REDIS_URL.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseEmail } from '../../src/contract/auth-rules.js';
import { DEFAULT_RATE_LIMITS } from '../../server/security/rate-limits.js';
import { TEST_DATABASE_URL } from '../server/helpers/databases.js';
import { REDIS_URL } from '../server/helpers/redis.js';
import { makeTempDir, removeTempDirs } from '../server/helpers/temp-dir.js';
import { createHttpClient, jsonOf, messageOf, type HttpClient, type RawAnswer } from './support/http-client.js';
import { createPgSchema, type PgSchema } from './support/pg-schema.js';
import { killAllServers, ServerProcess } from '../../tools/server-process.js';

const available = Boolean(TEST_DATABASE_URL && REDIS_URL);
if (!available) console.warn('NOTICE: TEST_DATABASE_URL and REDIS_URL are not both set, so the two-server (scale-out) tests are skipped.');

const PASSWORD = 'shared123';
const JWT_SECRET = `scale-out-secret-${randomBytes(16).toString('hex')}`;

describe.skipIf(!available)('two server copies sharing PostgreSQL, Redis and JWT_SECRET', () => {
  const run = randomBytes(3).toString('hex');
  // Fresh client addresses for this run: the shared limits in Redis outlive it.
  const subnet = `127.${randomInt(20, 250)}.${randomInt(0, 255)}`;
  let nextHost = 1;
  const usedAddresses: string[] = [];
  const usedEmails: string[] = [];
  let schema: PgSchema;
  let a: HttpClient;
  let b: HttpClient;

  const address = () => {
    const value = `${subnet}.${nextHost++}`;
    usedAddresses.push(value);
    return value;
  };
  const email = (label: string) => {
    const value = `${label}.${run}@example.com`;
    usedEmails.push(normaliseEmail(value));
    return value;
  };
  const signup = (client: HttpClient, value: string, from = address()) =>
    client.postJson('/user/signup', { first_name: 'Scale', last_name: 'Out', age: 40, email: value, password: PASSWORD }, from);
  const signin = (client: HttpClient, value: string, password: string, from = address()) => client.postJson('/user/signin', { email: value, password }, from);

  beforeAll(async () => {
    schema = await createPgSchema();
    const shared = { DATABASE_URL: schema.url, REDIS_URL: REDIS_URL ?? '', JWT_SECRET };
    // Started one after the other, as a rolling start would; each copy has its own DATA_DIR.
    const first = await ServerProcess.start({ env: { ...shared, DATA_DIR: makeTempDir() } });
    const second = await ServerProcess.start({ env: { ...shared, DATA_DIR: makeTempDir() } });
    expect(first.url).not.toBe(second.url);
    a = createHttpClient(first.url, { timeoutMs: 30_000 });
    b = createHttpClient(second.url, { timeoutMs: 30_000 });
  }, 90_000);

  afterAll(async () => {
    a?.close();
    b?.close();
    await killAllServers();
    await schema?.drop();
    const redis = new Redis(REDIS_URL ?? '');
    const keys = [
      ...usedAddresses.flatMap((ip) => [`freeplay:rate:signin-ip:${ip}`, `freeplay:rate:signup-ip:${ip}`]),
      ...usedEmails.map((value) => `freeplay:rate:signin-fail:${value}`),
    ];
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    removeTempDirs();
  });

  it('a token from one copy works on the other, both ways', async () => {
    const user = email('token');
    expect((await signup(a, user)).status).toBe(201);
    for (const [issuer, reader] of [[a, b], [b, a]] as const) {
      const { token } = jsonOf(await signin(issuer, user, PASSWORD)) as { token: string };
      const me = await reader.get('/user/me', { authorization: `Bearer ${token}` });
      expect(me.status).toBe(200);
      expect(jsonOf(me)).toMatchObject({ user: { email: normaliseEmail(user) } });
    }
  }, 60_000);

  it('wrong passwords on one copy count on the other: the email is locked on both', async () => {
    const user = email('locked');
    expect((await signup(b, user)).status).toBe(201);
    const limit = DEFAULT_RATE_LIMITS.signinFailuresPerEmail.limit;
    const failures: number[] = [];
    // Alternating copies and addresses, so neither copy nor any address alone reaches a limit.
    for (let attempt = 0; attempt < limit; attempt += 1) failures.push((await signin(attempt % 2 ? b : a, user, 'wrong123')).status);
    expect(failures).toEqual(Array(limit).fill(401));
    for (const copy of [a, b]) expectTooMany(await signin(copy, user, PASSWORD));
  }, 60_000);

  it('attempts from one address on both copies share its limit', async () => {
    const from = address();
    const limit = DEFAULT_RATE_LIMITS.signinPerIp.limit;
    // All at once, half on each copy: the window is a minute, and ten hashes in a row on a busy
    // machine might outlast it.
    const attempts = Array.from({ length: limit }, (_, attempt) => signin(attempt % 2 ? b : a, email(`nobody${attempt}`), 'wrong123', from));
    expect((await Promise.all(attempts)).map((answer) => answer.status)).toEqual(Array(limit).fill(401));
    expectTooMany(await signin(b, email('nobody-more'), 'wrong123', from));
    expectTooMany(await signin(a, email('nobody-else'), 'wrong123', from));
  }, 60_000);

  it('one email signed up on both copies at once gives exactly one 201 and one account', async () => {
    for (let round = 0; round < 3; round += 1) {
      const user = email(`race${round}`);
      const answers = await Promise.all([signup(a, user), signup(b, user)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(answers.map(messageOf).sort()).toEqual(['email already registered', 'success']);
    }
    const stored = await schema.emails();
    for (let round = 0; round < 3; round += 1) expect(stored.filter((value) => value === normaliseEmail(`race${round}.${run}@example.com`))).toHaveLength(1);
  }, 60_000);
});

function expectTooMany(answer: RawAnswer) {
  expect(answer.status).toBe(429);
  expect(messageOf(answer)).toMatch(/^Too many sign-in attempts\. Try again in /);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}
