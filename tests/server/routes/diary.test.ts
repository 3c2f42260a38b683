/**
 * The diary routes through the whole app, on SQLite and PostgreSQL: sessions, validation, per-field
 * merge, idempotency, tombstones and Undo, pages, another person's ids, the catalogue rule, batches
 * and the limits.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiaryBatchResponse, DiaryEntry, DiaryPage, utcDate } from '../../../src/contract/diary.js';
import type { Database } from '../../../server/db/database.js';
import { databaseFixtures } from '../helpers/databases.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from '../helpers/test-app.js';

const NOW = Date.now();
const TODAY = utcDate(NOW);
let counter = 0;
const nextId = (prefix: string) => `${prefix}-${(counter += 1)}`;

afterAll(removeTempDirs);

async function signedIn(app: FastifyInstance, ip: string): Promise<string> {
  const body = signupBody();
  expect((await postJson(app, '/user/signup', body, ip)).statusCode).toBe(201);
  return (await postJson(app, '/user/signin', { email: body.email, password: body.password }, ip)).json<{ token: string }>().token;
}

const as = (app: FastifyInstance, token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

async function catalogueIds(app: FastifyInstance): Promise<number[]> {
  const response = await app.inject({ method: 'GET', url: '/api/catalogue' });
  return (response.json() as { games: { id: number }[] }).games.map((game) => game.id);
}

for (const fixture of databaseFixtures()) {
  describe.skipIf(!fixture.available)(`diary routes on ${fixture.name}`, () => {
    let app: FastifyInstance;
    let database: Database;
    let games: number[] = [];
    let address = 0;
    const nextIp = () => `10.31.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

    beforeAll(async () => {
      await fixture.setUp();
      database = await fixture.open();
      app = buildTestApp(testConfig(), { database });
      await app.ready();
      games = await catalogueIds(app);
      expect(games.length).toBeGreaterThan(2);
    });
    afterAll(async () => {
      await app.close();
      await fixture.tearDown();
    });

    const put = (token: string, id: string, body: Record<string, unknown>) =>
      as(app, token, { method: 'PUT', url: `/user/diary/${id}`, payload: { game_id: games[0], date: TODAY, updated_at: NOW - 1000, op_id: nextId('op'), ...body } });
    const remove = (token: string, id: string, updatedAt: number, opId = nextId('op')) =>
      as(app, token, { method: 'DELETE', url: `/user/diary/${id}?updated_at=${updatedAt}&op_id=${opId}` });
    const list = async (token: string, since?: string) => {
      const response = await as(app, token, { method: 'GET', url: since === undefined ? '/user/diary' : `/user/diary?since=${since}` });
      expect(response.statusCode).toBe(200);
      return DiaryPage.create(response.json());
    };
    const fieldsOf = (response: { json(): unknown }) => (response.json() as { errors: { field: string }[] }).errors.map((error) => error.field);

    it('answers 401 on every route without a valid session', async () => {
      for (const request of [
        { method: 'GET', url: '/user/diary' },
        { method: 'PUT', url: '/user/diary/a1', payload: { game_id: 1 } },
        { method: 'DELETE', url: '/user/diary/a1?updated_at=1&op_id=a' },
        { method: 'POST', url: '/user/diary/batch', payload: { ops: [] } },
      ] satisfies InjectOptions[]) {
        const response = await app.inject({ ...request, headers: { authorization: 'Bearer not.a.token' } });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toMatch(/sign in/i);
      }
    });

    it('stores an entry, answers it, and lists it; a replayed op_id changes nothing', async () => {
      const token = await signedIn(app, nextIp());
      const response = await put(token, 'entry-1', { minutes: 90, note: 'Beat the first boss', marker: 'started', op_id: 'same-op' });
      expect(response.statusCode).toBe(200);
      const entry = DiaryEntry.create(response.json());
      expect(entry).toMatchObject({ id: 'entry-1', game_id: games[0], date: TODAY, minutes: 90, note: 'Beat the first boss', marker: 'started', deleted: false });
      const replay = await put(token, 'entry-1', { minutes: 5, op_id: 'same-op', updated_at: NOW });
      expect(replay.json().minutes).toBe(90);
      const page = await list(token);
      expect(page.entries.map((stored) => stored.id)).toEqual(['entry-1']);
      expect(page.more).toBe(false);
    });

    it('merges an edit per field: an older change of one field does not undo a newer one of another', async () => {
      const token = await signedIn(app, nextIp());
      await put(token, 'e', { minutes: 30, note: 'first', updated_at: NOW - 5000 });
      await put(token, 'e', { note: 'newer note', updated_at: NOW - 1000 });
      const stale = await put(token, 'e', { minutes: 45, note: 'stale note', note_updated_at: NOW - 4000, minutes_updated_at: NOW - 2000, updated_at: NOW - 2000 });
      expect(stale.json()).toMatchObject({ minutes: 45, note: 'newer note' });
    });

    it('deletes as a tombstone the pull reports, and a later put (Undo) brings the entry back', async () => {
      const token = await signedIn(app, nextIp());
      await put(token, 'gone', { minutes: 20, updated_at: NOW - 5000 });
      const { cursor } = await list(token);
      const deleted = await remove(token, 'gone', NOW - 4000);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toMatchObject({ id: 'gone', deleted: true, minutes: 20 });
      const changes = await list(token, cursor);
      expect(changes.entries).toEqual([expect.objectContaining({ id: 'gone', deleted: true })]);
      expect((await list(token)).entries).toEqual([]);
      const undone = await put(token, 'gone', { minutes: 20, updated_at: NOW - 3000 });
      expect(undone.json()).toMatchObject({ deleted: false, minutes: 20 });
      // A put older than a delete does not bring the entry back.
      await remove(token, 'gone', NOW - 2000);
      expect((await put(token, 'gone', { minutes: 1, updated_at: NOW - 2500 })).json()).toMatchObject({ deleted: true });
    });

    it('keeps each person to their own entries: another person\'s id names nothing of theirs', async () => {
      const alice = await signedIn(app, nextIp());
      const mallory = await signedIn(app, nextIp());
      await put(alice, 'shared-id', { minutes: 60, note: 'Alice only' });
      const deleteAttempt = await remove(mallory, 'shared-id', NOW);
      expect(deleteAttempt.statusCode).toBe(404);
      expect(deleteAttempt.json().message).toMatch(/no diary entry/i);
      const overwrite = await put(mallory, 'shared-id', { minutes: 1, note: 'mine', updated_at: NOW });
      expect(overwrite.statusCode).toBe(200);
      expect((await list(alice)).entries).toEqual([expect.objectContaining({ id: 'shared-id', minutes: 60, note: 'Alice only', deleted: false })]);
      expect((await list(mallory)).entries).toEqual([expect.objectContaining({ id: 'shared-id', minutes: 1, note: 'mine' })]);
    });

    it('refuses bad bodies with a message per field', async () => {
      const token = await signedIn(app, nextIp());
      const tomorrowPlusOne = utcDate(NOW + 2 * 86_400_000);
      const bad = await put(token, 'bad', { game_id: 'x', date: tomorrowPlusOne, minutes: 10_001, note: 'a'.repeat(281), marker: 'won', op_id: 'no spaces' });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad).sort()).toEqual(['date', 'game_id', 'marker', 'minutes', 'note', 'op_id']);
      expect(bad.json().message).toMatch(/future/);
      expect(fieldsOf(await put(token, 'bad', { date: '2024-02-30' }))).toEqual(['date']);
      expect(fieldsOf(await put(token, 'bad', { note: 'evil \u202e text' }))).toEqual(['note']);
      expect(fieldsOf(await put(token, 'has space', {}))).toEqual(['id']);
      expect(fieldsOf(await put(token, 'x'.repeat(65), {}))).toEqual(['id']);
      // A person east of UTC is a day ahead: tomorrow in UTC is still allowed.
      expect((await put(token, 'ahead', { date: utcDate(NOW + 86_400_000) })).statusCode).toBe(200);
      expect((await put(token, 'leap', { date: '2024-02-29' })).statusCode).toBe(200);
      const noDate = await as(app, token, { method: 'PUT', url: '/user/diary/new-without-date', payload: { game_id: games[0], minutes: 5, updated_at: NOW, op_id: nextId('op') } });
      expect(noDate.statusCode).toBe(400);
      expect(fieldsOf(noDate)).toEqual(['date']);
      expect((await as(app, token, { method: 'GET', url: '/user/diary?since=drop-table' })).statusCode).toBe(400);
      expect(fieldsOf(await remove(token, 'ahead', -1))).toEqual(['updated_at']);
    });

    it('refuses a game that is not in the catalogue, and an entry moved to another game', async () => {
      const token = await signedIn(app, nextIp());
      const missing = Math.max(...games) + 1000;
      const unknown = await put(token, 'u1', { game_id: missing });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/no game with this id in the catalogue/i);
      await put(token, 'moved', { game_id: games[0] });
      const moved = await put(token, 'moved', { game_id: games[1], updated_at: NOW });
      expect(moved.statusCode).toBe(409);
    });

    it('answers a batch in order, each operation on its own', async () => {
      const token = await signedIn(app, nextIp());
      const response = await as(app, token, {
        method: 'POST',
        url: '/user/diary/batch',
        payload: {
          ops: [
            { op: 'put', id: 'b1', game_id: games[0], date: TODAY, minutes: 10, updated_at: NOW - 100, op_id: nextId('op') },
            { op: 'put', id: 'b2', game_id: games[1], date: 'yesterday', updated_at: NOW - 100, op_id: nextId('op') },
            { op: 'delete', id: 'b1', updated_at: NOW - 50, op_id: nextId('op') },
            { op: 'delete', id: 'never', updated_at: NOW - 50, op_id: nextId('op') },
          ],
        },
      });
      expect(response.statusCode).toBe(200);
      const { results } = DiaryBatchResponse.create(response.json());
      expect(results.map((result) => result.status)).toEqual([200, 400, 200, 404]);
      const bad = await as(app, token, { method: 'POST', url: '/user/diary/batch', payload: { ops: Array.from({ length: 101 }, () => ({})) } });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(['ops']);
    });

    it('pages a long diary 500 at a time, and the changes after a cursor', async () => {
      const token = await signedIn(app, nextIp());
      const { sub: userId } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
      const gameId = games[0] ?? 1;
      for (let i = 0; i < 501; i++) await app.diary.apply(userId, { op: 'put', id: `p${i}`, game_id: gameId, date: TODAY, updated_at: NOW - 10_000, op_id: `seed-${i}` });
      const first = await list(token);
      expect(first.entries).toHaveLength(500);
      expect(first.more).toBe(true);
      const second = await list(token, first.cursor);
      expect(second.entries.map((entry) => entry.id)).toEqual(['p500']);
      expect(second.more).toBe(false);
      expect((await list(token, second.cursor)).entries).toEqual([]);
    });
  });
}

describe('diary limits', () => {
  it('holds a person to the entry limit and the write limit', async () => {
    const [sqlite] = databaseFixtures();
    if (!sqlite) throw new Error('no SQLite fixture');
    await sqlite.setUp();
    const database = await sqlite.open();
    const small = buildTestApp(testConfig(), { database, rateLimits: { diaryWritesPerUser: { limit: 4, windowMs: 60_000 } } });
    await small.ready();
    const [game] = await catalogueIds(small);
    const token = await signedIn(small, '10.31.200.1');
    const userId = (await database.kysely.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const { createDiaryRepository } = await import('../../../server/db/diary-repository.js');
    const limited = createDiaryRepository(database, { maxEntries: 2 });
    const op = (id: string) => ({ op: 'put' as const, id, game_id: game ?? 1, date: TODAY, updated_at: NOW, op_id: `lim-${id}` });
    await limited.apply(userId, op('one'));
    await limited.apply(userId, op('two'));
    await expect(limited.apply(userId, op('three'))).rejects.toThrow(/diary is full/);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await as(small, token, { method: 'PUT', url: `/user/diary/w${i}`, payload: { game_id: game, date: TODAY, updated_at: NOW, op_id: `w-${i}` } });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toMatch(/too many changes to your diary/i);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    await small.close();
    await sqlite.tearDown();
  });

  it('refuses writes with 503 and Retry-After while no catalogue can be read, storing nothing', async () => {
    const app = buildTestApp(testConfig({ gamesSource: 'freetogame' }));
    await app.ready();
    const token = await signedIn(app, '10.31.201.1');
    const response = await as(app, token, { method: 'PUT', url: '/user/diary/offline-1', payload: { game_id: 1, date: TODAY, updated_at: NOW, op_id: 'c-1' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json().message).toMatch(/catalogue cannot be read/);
    const page = await as(app, token, { method: 'GET', url: '/user/diary' });
    expect(page.json().entries).toEqual([]);
    // A delete needs no catalogue.
    expect((await as(app, token, { method: 'DELETE', url: '/user/diary/offline-1?updated_at=1&op_id=c-2' })).statusCode).toBe(404);
    await app.close();
  });
});
