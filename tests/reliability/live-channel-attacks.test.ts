/**
 * Attacks on the live channel (GET /user/events) on a real port: a flood of connections for one
 * person and from one address is held to the limits and leaves no slot behind, and a fan-out storm
 * (1,000 changes of one person at once) reaches each of their 20 open streams as a handful of
 * events, not 20,000 writes. The stream's end at its token's expiry is in tests/server/routes/events.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_HEADER, EVENTS_PATH } from '../../src/contract/live-events.js';
import { openEventStream, type OpenStream } from '../server/helpers/event-stream.js';
import { removeTempDirs } from '../server/helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from '../server/helpers/test-app.js';

const PER_PERSON = 20;
const PER_ADDRESS = 30;
let app: FastifyInstance;
let base = '';
const open: OpenStream[] = [];

beforeAll(async () => {
  app = buildTestApp(testConfig(), { liveEvents: { heartbeatMs: 60_000, limits: { perPerson: PER_PERSON, perAddress: PER_ADDRESS } } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await app.close();
  removeTempDirs();
});

async function person(): Promise<{ token: string; id: string }> {
  const body = signupBody();
  expect((await postJson(app, '/user/signup', body)).statusCode).toBe(201);
  const { token } = (await postJson(app, '/user/signin', { email: body.email, password: body.password })).json<{ token: string }>();
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return { token, id: sub };
}

const connect = async (token: string, device: string) => {
  const stream = await openEventStream(`${base}${EVENTS_PATH}`, { authorization: `Bearer ${token}`, [DEVICE_HEADER]: device });
  open.push(stream);
  return stream;
};

async function closeAll(): Promise<void> {
  for (const stream of open.splice(0)) stream.close();
  await expect.poll(() => app.live.hub.size(), { timeout: 5_000 }).toBe(0);
}

describe('the live channel under attack', () => {
  it('holds a flood of 100 connections for one person to the limit, and frees every slot when they close', async () => {
    const ada = await person();
    const statuses = (await Promise.all(Array.from({ length: 100 }, (_, index) => connect(ada.token, `flood-${String(index).padStart(4, '0')}`)))).map((stream) => stream.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PER_PERSON);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - PER_PERSON);
    expect(app.live.hub.size()).toBe(PER_PERSON);
    await closeAll();
  });

  it('holds a flood from one address to its limit across many people', async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => person()));
    const statuses = (await Promise.all(people.flatMap((who, p) => Array.from({ length: 15 }, (_, index) => connect(who.token, `addr-${p}-${String(index).padStart(4, '0')}`))))).map((stream) => stream.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PER_ADDRESS);
    expect(app.live.hub.size()).toBe(PER_ADDRESS);
    await closeAll();
  });

  it("folds a storm of 1,000 changes into a handful of events on each of the person's 20 streams", async () => {
    const ada = await person();
    const streams = await Promise.all(Array.from({ length: PER_PERSON }, (_, index) => connect(ada.token, `storm-${String(index).padStart(4, '0')}`)));
    expect(streams.every((stream) => stream.status === 200)).toBe(true);
    for (let change = 0; change < 1_000; change++) app.live.relay.publish({ userId: ada.id, device: 'the-writer-device' });
    // The first event at once and the burst's last when the window ends: each stream learns of the end state.
    await Promise.all(streams.map((stream) => stream.waitForEvents(2)));
    await new Promise((resolve) => setTimeout(resolve, 3 * app.live.streamWriter.coalesceMs));
    for (const stream of streams) expect(stream.events.length).toBeLessThanOrEqual(10);
    await closeAll();
  });
});
