// The app's library engine against the real server (the whole Fastify app on SQLite, reached
// through a fetch that injects): two devices of one person converge, and the later change wins on
// both. It runs in Node (the server's JWT library refuses jsdom's byte arrays), with the two
// browser globals the engine listens on stubbed.
import 'fake-indexeddb/auto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLibraryDb } from '../../../src/library/library-db';
import { libraryStore, resetLibraryStore } from '../../../src/library/library-store';
import { createSyncEngine } from '../../../src/library/sync-engine';
import { buildTestApp, postJson, signupBody, testConfig } from '../helpers/test-app.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

let app: FastifyInstance;

beforeAll(async () => {
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible', readyState: 'complete' }));
  app = buildTestApp(testConfig());
  await app.ready();
  // The app's HTTP client asks same-origin paths; here they go into the app.
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: init.headers as Record<string, string>,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await app.close();
  removeTempDirs();
});
afterEach(() => resetLibraryStore());

async function account(): Promise<{ token: string; userId: string }> {
  const body = signupBody();
  expect((await postJson(app, '/user/signup', body)).statusCode).toBe(201);
  const signin = await postJson(app, '/user/signin', { email: body.email, password: body.password });
  expect(signin.statusCode, signin.body).toBe(200);
  const { token } = signin.json<{ token: string }>();
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
  return { token, userId: payload.sub };
}

let devices = 0;
function device(session: { token: string; userId: string }, clock: { now: number }) {
  const net = { online: true };
  const db = createLibraryDb(`freeplay-library-real-${++devices}`);
  const engine = createSyncEngine(
    { getSession: () => session, subscribeSession: () => () => undefined, onUnauthorized: () => undefined },
    { db, now: () => clock.now, online: () => net.online },
  );
  const entries = async () => {
    const { records } = await db.load(session.userId);
    return [...records.values()].filter((record) => !record.entry.deleted).map((record) => [record.entry.game_id, record.entry.status, record.opId !== undefined]).sort();
  };
  const changedElsewhere = async (gameId: number) => (await db.load(session.userId)).records.get(gameId)?.changedElsewhere;
  return { engine, net, entries, changedElsewhere };
}

describe('the library engine with the real server', () => {
  it('a second device sees the library; the same game changed on both while one is offline: the later change wins on both', async () => {
    const session = await account();
    const clock = { now: Date.now() - 60_000 };
    const laptop = device(session, clock);
    await expect.poll(() => libraryStore.get().ready).toBe(true);
    await laptop.engine.edit(1, { kind: 'status', status: 'playing' });
    await laptop.engine.edit(2, { kind: 'status', status: 'want' });
    await laptop.engine.edit(3, { kind: 'status', status: 'played' });
    await laptop.engine.edit(3, { kind: 'rating', rating: 4 });
    await laptop.engine.sync(true);
    expect(await laptop.entries()).toEqual([[1, 'playing', false], [2, 'want', false], [3, 'played', false]]);

    const phone = device(session, clock);
    await phone.engine.sync(true);
    expect(await phone.entries()).toEqual(await laptop.entries());

    // The phone goes offline and changes game 1 first; the laptop changes it later, online.
    phone.net.online = false;
    clock.now += 1_000;
    await phone.engine.edit(1, { kind: 'status', status: 'dropped' });
    await phone.engine.edit(2, { kind: 'remove' });
    clock.now += 1_000;
    await laptop.engine.edit(1, { kind: 'status', status: 'played' });
    await laptop.engine.sync(true);
    phone.net.online = true;
    await phone.engine.sync(true);
    await laptop.engine.sync(true);
    const expected = [[1, 'played', false], [3, 'played', false]];
    expect(await phone.entries()).toEqual(expected);
    expect(await laptop.entries()).toEqual(expected);
    // The phone's Dropped did not stick: it says so; the laptop's own change is not marked.
    expect(await phone.changedElsewhere(1)).toBe(true);
    expect(await laptop.changedElsewhere(1)).toBe(false);
    laptop.engine.stop();
    phone.engine.stop();
  });
});
