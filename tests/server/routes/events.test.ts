/**
 * GET /user/events through HTTP on a real port: the Authorization header only, an event for each
 * library write from another device and none for the writer's own, heartbeats, the per-person and
 * per-address limits (429), and the stream's end when its token expires.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_HEADER, EVENTS_PATH } from '../../../src/contract/live-events.js';
import { createTokenService, TOKEN_LIFETIME_SECONDS } from '../../../server/security/token-service.js';
import { openEventStream, type OpenStream } from '../helpers/event-stream.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, TEST_JWT_SECRET, testConfig } from '../helpers/test-app.js';
import { listenOnLoopback } from '../helpers/listen.js';

let app: FastifyInstance;
let base = '';
const streams: OpenStream[] = [];
let ops = 0;

beforeAll(async () => {
  app = buildTestApp(testConfig(), { liveEvents: { heartbeatMs: 150, limits: { perPerson: 3, perAddress: 5 } } });
  ({ base } = await listenOnLoopback(app));
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app.close();
  removeTempDirs();
});

async function person(): Promise<{ token: string; id: string; email: string }> {
  const body = signupBody();
  expect((await postJson(app, '/user/signup', body)).statusCode).toBe(201);
  const { token } = (await postJson(app, '/user/signin', { email: body.email, password: body.password })).json<{ token: string }>();
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return { token, id: sub, email: body.email };
}

async function listen(token: string, device: string): Promise<OpenStream> {
  const stream = await openEventStream(`${base}${EVENTS_PATH}`, { authorization: `Bearer ${token}`, [DEVICE_HEADER]: device });
  streams.push(stream);
  return stream;
}

function write(token: string, device: string | undefined, gameId: number) {
  return fetch(`${base}/user/library/${gameId}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(device ? { [DEVICE_HEADER]: device } : {}) },
    body: JSON.stringify({ status: 'playing', rating: null, note: '', updated_at: Date.now(), op_id: `op-${++ops}` }),
  });
}

describe('GET /user/events', () => {
  it('refuses a request without a valid Bearer header, and a token in the URL counts for nothing', async () => {
    const { token } = await person();
    expect((await fetch(`${base}${EVENTS_PATH}`)).status).toBe(401);
    expect((await fetch(`${base}${EVENTS_PATH}?token=${token}`)).status).toBe(401);
    expect((await fetch(`${base}${EVENTS_PATH}`, { headers: { authorization: 'Bearer nonsense' } })).status).toBe(401);
  });

  it("streams an event for each change from the person's other devices, none for the writer's own, with heartbeats", async () => {
    const ada = await person();
    const laptop = await listen(ada.token, 'laptop-0001');
    const phone = await listen(ada.token, 'phone-00001');
    expect(laptop.status).toBe(200);
    expect(laptop.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(laptop.headers.get('cache-control')).toBe('no-store');
    expect((await write(ada.token, 'phone-00001', 11)).status).toBe(200);
    expect(await laptop.waitForEvents(1)).toEqual([JSON.stringify({ kind: 'library' })]);
    expect((await write(ada.token, 'laptop-0001', 12)).status).toBe(200);
    await phone.waitForEvents(1);
    // The laptop's own write came back to it as nothing: still one event, a few heartbeats later.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(laptop.events).toHaveLength(1);
    expect(laptop.comments.filter((comment) => comment === 'heartbeat').length).toBeGreaterThanOrEqual(2);
    // A write without a device id (an old client) tells every stream.
    expect((await write(ada.token, undefined, 13)).status).toBe(200);
    await laptop.waitForEvents(2);
    await phone.waitForEvents(2);
  });

  it('names a change to the lists as {kind:"lists"}, apart from the library\'s', async () => {
    const ada = await person();
    const laptop = await listen(ada.token, 'laptop-lists');
    const headers = { authorization: `Bearer ${ada.token}`, 'content-type': 'application/json', [DEVICE_HEADER]: 'phone-lists' };
    const made = await fetch(`${base}/user/lists/list-events-1`, { method: 'PUT', headers, body: JSON.stringify({ name: 'Co-op', updated_at: Date.now(), op_id: `op-${++ops}` }) });
    expect(made.status).toBe(200);
    expect(await laptop.waitForEvents(1)).toEqual([JSON.stringify({ kind: 'lists' })]);
    expect((await write(ada.token, 'phone-lists', 31)).status).toBe(200);
    expect(await laptop.waitForEvents(2)).toEqual([JSON.stringify({ kind: 'lists' }), JSON.stringify({ kind: 'library' })]);
  });

  it("tells only the person's own streams", async () => {
    const [ada, bob] = [await person(), await person()];
    const bobs = await listen(bob.token, 'bob-device-1');
    const adas = await listen(ada.token, 'ada-device-1');
    expect((await write(ada.token, 'ada-device-2', 21)).status).toBe(200);
    await adas.waitForEvents(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobs.events).toEqual([]);
  });

  it('answers 429 with Retry-After past the streams allowed per person, and takes another once one closes', async () => {
    for (const stream of streams.splice(0)) stream.close();
    await expect.poll(() => app.live.hub.size()).toBe(0);
    const ada = await person();
    const open = [await listen(ada.token, 'tab-000001'), await listen(ada.token, 'tab-000002'), await listen(ada.token, 'tab-000003')];
    const refused = await fetch(`${base}${EVENTS_PATH}`, { headers: { authorization: `Bearer ${ada.token}` } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many open Freeplay windows/);
    open[0]?.close();
    await expect.poll(async () => (await listen(ada.token, 'tab-000004')).status, { timeout: 5_000 }).toBe(200);
  });

  it('answers 429 past the streams allowed per address, whoever they are for', async () => {
    for (const stream of streams.splice(0)) stream.close();
    await expect.poll(() => app.live.hub.size()).toBe(0);
    const people = await Promise.all([1, 2, 3].map(() => person()));
    for (const [index, who] of people.entries()) {
      await listen(who.token, `a-${index}-device`);
      await listen(who.token, `b-${index}-device`);
    }
    expect(app.live.hub.size()).toBe(5);
    expect(((await refusedOrOpen(people[2]?.token ?? '')) as Response).status).toBe(429);
  });

  it('ends the stream when its token expires', async () => {
    const ada = await person();
    // A token issued long ago that has about a second left.
    const issuer = createTokenService(TEST_JWT_SECRET, () => Date.now() - TOKEN_LIFETIME_SECONDS * 1000 + 1_200);
    const token = await issuer.sign({ id: ada.id, email: ada.email, first_name: 'Alice', last_name: 'Walker' });
    for (const stream of streams.splice(0)) stream.close();
    const expiring = await listen(token, 'expiring-1');
    expect(expiring.status).toBe(200);
    const started = Date.now();
    await expiring.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await fetch(`${base}${EVENTS_PATH}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});

async function refusedOrOpen(token: string): Promise<Response> {
  return fetch(`${base}${EVENTS_PATH}`, { headers: { authorization: `Bearer ${token}` } });
}
