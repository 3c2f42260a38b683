/**
 * The diary's and the lists' tombstones go after the retention period, as the library's do: a
 * server started later than that compacts them, and a device whose cursor is older than the
 * newest removed starts over (`reset: true` and every live record), while a later cursor goes on.
 * Through HTTP, on SQLite and PostgreSQL.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiaryPage, utcDate } from '../../../src/contract/diary.js';
import { ListsPage, OneList } from '../../../src/contract/lists.js';
import type { Database } from '../../../server/db/database.js';
import { TOMBSTONES_KEPT_MS } from '../../../server/plugins/external/database.js';
import { databaseFixtures } from '../helpers/databases.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from '../helpers/test-app.js';

const NOW = Date.now();
/** The server started again a day past the retention period. */
const LATER = NOW + TOMBSTONES_KEPT_MS + 24 * 60 * 60 * 1000;
let counter = 0;
const nextId = (prefix: string) => `${prefix}-${process.pid}-${(counter += 1)}`;

afterAll(removeTempDirs);

for (const fixture of databaseFixtures()) {
  describe.skipIf(!fixture.available)(`tombstone retention on ${fixture.name}`, () => {
    let database: Database;
    let today: FastifyInstance;
    const later: FastifyInstance[] = [];
    let games: number[] = [];
    let address = 0;
    const nextIp = () => `10.52.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

    beforeAll(async () => {
      await fixture.setUp();
      database = await fixture.open();
      today = buildTestApp(testConfig(), { database });
      await today.ready();
      games = ((await today.inject({ method: 'GET', url: '/api/catalogue' })).json() as { games: { id: number }[] }).games.map((game) => game.id);
    });
    afterAll(async () => {
      await today.close();
      for (const app of later) await app.close();
      await fixture.tearDown();
    });

    async function signUp(app: FastifyInstance): Promise<{ email: string; password: string; token: string }> {
      const body = signupBody();
      expect((await postJson(app, '/user/signup', body, nextIp())).statusCode).toBe(201);
      return { ...body, token: await signIn(app, body) };
    }
    async function signIn(app: FastifyInstance, account: { email: string; password: string }): Promise<string> {
      return (await postJson(app, '/user/signin', { email: account.email, password: account.password }, nextIp())).json<{ token: string }>().token;
    }
    const as = (app: FastifyInstance, token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    const diaryPage = async (app: FastifyInstance, token: string, since?: string) =>
      DiaryPage.create((await as(app, token, { method: 'GET', url: since === undefined ? '/user/diary' : `/user/diary?since=${since}` })).json());
    const listsPage = async (app: FastifyInstance, token: string, since?: string) =>
      ListsPage.create((await as(app, token, { method: 'GET', url: since === undefined ? '/user/lists' : `/user/lists?since=${since}` })).json());

    /** The same database served again past the retention period: its start-up compacts the old tombstones. */
    async function startLater(): Promise<FastifyInstance> {
      const app = buildTestApp(testConfig(), { database, now: () => LATER });
      later.push(app);
      await app.ready();
      return app;
    }

    it('compacts the diary: an older cursor starts over with the live entries, a later one goes on', async () => {
      const account = await signUp(today);
      const put = (id: string) => as(today, account.token, { method: 'PUT', url: `/user/diary/${id}`, payload: { game_id: games[0], date: utcDate(NOW), updated_at: NOW - 1000, op_id: nextId('op') } });
      const [kept, removed] = [nextId('kept'), nextId('removed')];
      expect((await put(kept)).statusCode).toBe(200);
      expect((await put(removed)).statusCode).toBe(200);
      const before = (await diaryPage(today, account.token)).cursor;
      expect((await as(today, account.token, { method: 'DELETE', url: `/user/diary/${removed}?updated_at=${NOW - 500}&op_id=${nextId('op')}` })).statusCode).toBe(200);
      const after = (await diaryPage(today, account.token, before)).cursor;

      const app = await startLater();
      const token = await signIn(app, account);
      // The start-up's compaction runs beside the first requests: the old cursor starts over once it is done.
      await expect.poll(async () => (await diaryPage(app, token, before)).reset, { timeout: 10_000 }).toBe(true);
      const fresh = await diaryPage(app, token, before);
      expect(fresh.entries.map((entry) => entry.id)).toEqual([kept]);
      expect(fresh.more).toBe(false);
      // A cursor that already saw the removal needs nothing it lost.
      const goingOn = await diaryPage(app, token, after);
      expect(goingOn.reset).toBeUndefined();
      expect(goingOn.entries).toEqual([]);
    });

    it('compacts the lists: removed lists, their games and removed games go, and an older cursor starts over', async () => {
      const account = await signUp(today);
      const op = (body: Record<string, unknown>) => ({ updated_at: NOW - 1000, op_id: nextId('op'), ...body });
      const [kept, removed] = [nextId('list'), nextId('list')];
      const ops = [
        op({ op: 'put-list', list_id: kept, name: 'Kept', description: '', ranked: false }),
        op({ op: 'put-list', list_id: removed, name: 'Removed', description: '', ranked: false }),
        op({ op: 'put-item', list_id: kept, game_id: 1, position: 'a' }),
        op({ op: 'put-item', list_id: kept, game_id: 2, position: 'b' }),
        op({ op: 'put-item', list_id: removed, game_id: 3, position: 'a' }),
      ];
      expect((await as(today, account.token, { method: 'POST', url: '/user/lists/batch', payload: { ops } })).statusCode).toBe(200);
      const before = (await listsPage(today, account.token)).cursor;
      const removals = [op({ op: 'delete-item', list_id: kept, game_id: 2, updated_at: NOW - 500 }), op({ op: 'delete-list', list_id: removed, updated_at: NOW - 500 })];
      expect((await as(today, account.token, { method: 'POST', url: '/user/lists/batch', payload: { ops: removals } })).statusCode).toBe(200);
      const after = (await listsPage(today, account.token, before)).cursor;

      const app = await startLater();
      const token = await signIn(app, account);
      await expect.poll(async () => (await listsPage(app, token, before)).reset, { timeout: 10_000 }).toBe(true);
      const fresh = await listsPage(app, token, before);
      expect(fresh.lists.map((list) => list.list_id)).toEqual([kept]);
      expect(fresh.items.map((item) => item.game_id)).toEqual([1]);
      const goingOn = await listsPage(app, token, after);
      expect(goingOn.reset).toBeUndefined();
      expect([...goingOn.lists, ...goingOn.items]).toEqual([]);
      // The removed list is gone with its games: made again, it starts empty.
      const again = await as(app, token, { method: 'PUT', url: `/user/lists/${removed}`, payload: { name: 'Again', description: '', ranked: false, updated_at: LATER - 1000, op_id: nextId('op') } });
      expect(again.statusCode).toBe(200);
      expect(OneList.create((await as(app, token, { method: 'GET', url: `/user/lists/${removed}` })).json()).items).toEqual([]);
    });
  });
}
