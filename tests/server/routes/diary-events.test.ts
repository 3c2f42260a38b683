/** A diary write announces `{kind: "diary"}` on /user/events to the person's other devices, not the writer's. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { utcDate } from '../../../src/contract/diary.js';
import { DEVICE_HEADER, EVENTS_PATH } from '../../../src/contract/live-events.js';
import { openEventStream, type OpenStream } from '../helpers/event-stream.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from '../helpers/test-app.js';
import { listenOnLoopback } from '../helpers/listen.js';

let app: FastifyInstance;
let base = '';
const streams: OpenStream[] = [];

beforeAll(async () => {
  app = buildTestApp(testConfig());
  ({ base } = await listenOnLoopback(app));
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app.close();
  removeTempDirs();
});

it("tells the person's other devices of a diary change, with the diary's kind", async () => {
  const body = signupBody();
  await postJson(app, '/user/signup', body);
  const { token } = (await postJson(app, '/user/signin', { email: body.email, password: body.password })).json<{ token: string }>();
  const catalogue = (await app.inject({ method: 'GET', url: '/api/catalogue' })).json<{ games: { id: number }[] }>();
  const open = async (device: string) => {
    const stream = await openEventStream(`${base}${EVENTS_PATH}`, { authorization: `Bearer ${token}`, [DEVICE_HEADER]: device });
    streams.push(stream);
    return stream;
  };
  const laptop = await open('laptop-0001');
  const phone = await open('phone-00001');
  const response = await fetch(`${base}/user/diary/session-1`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', [DEVICE_HEADER]: 'phone-00001' },
    body: JSON.stringify({ game_id: catalogue.games[0]?.id, date: utcDate(Date.now()), minutes: 30, updated_at: Date.now(), op_id: 'ev-1' }),
  });
  expect(response.status).toBe(200);
  expect(await laptop.waitForEvents(1)).toEqual([JSON.stringify({ kind: 'diary' })]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(phone.events).toEqual([]);
});
