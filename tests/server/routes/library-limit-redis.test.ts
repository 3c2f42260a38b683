/**
 * The per-user library write limit is one budget across server copies when REDIS_URL is set: two
 * copies over one database and one Redis, the writes alternating between them.
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

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await deleteRedisKeys(prefix);
  removeTempDirs();
});

describe.skipIf(!REDIS_URL)('the library write limit through Redis', () => {
  it('counts one person’s writes on two server copies as one budget, and 429s past it on either', async () => {
    const config = testConfig({ redisUrl: REDIS_URL });
    const limits = { libraryWritesPerUser: { limit: 3, windowMs: 60_000 } };
    const [first, second] = [0, 1].map(() => buildTestApp(config, { rateLimitKeyPrefix: prefix, rateLimits: limits }));
    if (!first || !second) throw new Error('two copies expected');
    apps.push(first, second);
    const body = signupBody();
    expect((await postJson(first, '/user/signup', body)).statusCode).toBe(201);
    const { token } = (await postJson(second, '/user/signin', { email: body.email, password: body.password })).json<{ token: string }>();
    const statuses: number[] = [];
    for (const [index, app] of [first, second, first, second].entries()) {
      const answer = await app.inject({
        method: 'PUT',
        url: `/user/library/${index + 1}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { status: 'want', rating: null, note: '', updated_at: Date.now(), op_id: `redis-${index}` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
