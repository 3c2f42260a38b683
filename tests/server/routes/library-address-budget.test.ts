/**
 * Library writes are budgeted per address across accounts, so one address cannot multiply the
 * per-person budget by making accounts; in memory on one copy, through Redis across copies.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteRedisKeys, REDIS_URL, warnIfNoRedis } from '../helpers/redis.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from '../helpers/test-app.js';

warnIfNoRedis();
const prefix = `freeplay-test:${randomBytes(6).toString('hex')}:`;
const apps: FastifyInstance[] = [];
const LIMITS = { libraryWritesPerUser: { limit: 3, windowMs: 60_000 }, libraryWritesPerAddress: { limit: 5, windowMs: 60_000 } };
const SHARED = '10.20.30.40';
let written = 0;

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await deleteRedisKeys(prefix);
  removeTempDirs();
});

async function account(app: FastifyInstance): Promise<string> {
  const body = signupBody();
  expect((await postJson(app, '/user/signup', body)).statusCode).toBe(201);
  return (await postJson(app, '/user/signin', { email: body.email, password: body.password })).json<{ token: string }>().token;
}

async function write(app: FastifyInstance, token: string, remoteAddress: string): Promise<number> {
  written += 1;
  const answer = await app.inject({
    method: 'PUT',
    url: `/user/library/${written}`,
    remoteAddress,
    headers: { authorization: `Bearer ${token}` },
    payload: { status: 'want', rating: null, note: '', updated_at: Date.now(), op_id: `address-${written}` },
  });
  if (answer.statusCode === 429) expect(answer.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
  return answer.statusCode;
}

describe('the library write budget per address', () => {
  it('spans every account of one address, leaves other addresses alone, and keeps a refused write off the person’s own count', async () => {
    const app = buildTestApp(testConfig(), { rateLimits: LIMITS });
    apps.push(app);
    const [first, second, third] = [await account(app), await account(app), await account(app)];
    const fromShared = [];
    for (const token of [first, first, first, second, second, second]) fromShared.push(await write(app, token, SHARED));
    expect(fromShared).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await write(app, third, '10.99.0.1')).toBe(200);
    // The second person made two writes; the refused third did not count against their own three.
    expect(await write(app, second, '10.99.0.2')).toBe(200);
  });

  it.runIf(REDIS_URL)('is one budget across two server copies sharing Redis', async () => {
    const config = testConfig({ redisUrl: REDIS_URL });
    const [one, two] = [0, 1].map(() => buildTestApp(config, { rateLimitKeyPrefix: prefix, rateLimits: LIMITS }));
    if (!one || !two) throw new Error('two copies expected');
    apps.push(one, two);
    const [first, second] = [await account(one), await account(two)];
    const statuses = [];
    for (const [app, token] of [[one, first], [two, second], [one, first], [two, second], [one, first], [two, second]] as const) {
      statuses.push(await write(app, token, SHARED));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
