/**
 * Live changes across server copies: two copies over one database and one Redis (REDIS_URL); a
 * write on copy A reaches a stream held open on copy B, and the writer's own stream hears nothing.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DEVICE_HEADER, EVENTS_PATH } from '../../../src/contract/live-events.js';
import { openEventStream, type OpenStream } from '../helpers/event-stream.js';
import { REDIS_URL, warnIfNoRedis } from '../helpers/redis.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from '../helpers/test-app.js';
import { listenOnLoopback } from '../helpers/listen.js';

warnIfNoRedis();
const channel = `freeplay-test:${randomBytes(6).toString('hex')}:changes`;
const apps: FastifyInstance[] = [];
const streams: OpenStream[] = [];

afterAll(async () => {
  for (const stream of streams) stream.close();
  await Promise.all(apps.map((app) => app.close()));
  removeTempDirs();
});

async function listening(app: FastifyInstance): Promise<string> {
  return (await listenOnLoopback(app)).base;
}

describe.skipIf(!REDIS_URL)('live changes through Redis', () => {
  it("a write on one copy reaches the person's stream on the other copy", async () => {
    const config = testConfig({ redisUrl: REDIS_URL });
    const [first, second] = [0, 1].map(() => buildTestApp(config, { liveEvents: { channel } }));
    if (!first || !second) throw new Error('two copies expected');
    apps.push(first, second);
    const [baseA, baseB] = [await listening(first), await listening(second)];
    const body = signupBody();
    expect((await postJson(first, '/user/signup', body)).statusCode).toBe(201);
    const { token } = (await postJson(second, '/user/signin', { email: body.email, password: body.password })).json<{ token: string }>();
    const onB = await openEventStream(`${baseB}${EVENTS_PATH}`, { authorization: `Bearer ${token}`, [DEVICE_HEADER]: 'phone-on-b' });
    const onA = await openEventStream(`${baseA}${EVENTS_PATH}`, { authorization: `Bearer ${token}`, [DEVICE_HEADER]: 'laptop-on-a' });
    streams.push(onA, onB);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    const written = await fetch(`${baseA}/user/library/5`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', [DEVICE_HEADER]: 'laptop-on-a' },
      body: JSON.stringify({ status: 'playing', rating: null, note: '', updated_at: Date.now(), op_id: 'redis-live-1' }),
    });
    expect(written.status).toBe(200);
    expect(await onB.waitForEvents(1)).toEqual([JSON.stringify({ kind: 'library' })]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onA.events).toEqual([]);
  });
});
