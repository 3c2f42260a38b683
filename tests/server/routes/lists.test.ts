/**
 * The lists routes through the whole app, on SQLite and PostgreSQL: sessions, the contract,
 * validation, the limits, idempotency, tombstones, another person's ids, sharing and revoking, and
 * the shared view's rate limits.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMITS, ListsBatchResponse, ListsPage, OneList, SharedList } from '../../../src/contract/lists.js';
import { evenPositions } from '../../../src/contract/list-positions.js';
import type { Database } from '../../../server/db/database.js';
import { databaseFixtures } from '../helpers/databases.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from '../helpers/test-app.js';

const NOW = Date.UTC(2031, 2, 3);
let opCounter = 0;
const opId = () => `op-${(opCounter += 1)}`;
let listCounter = 0;
const newListId = () => `list-${process.pid}-${(listCounter += 1)}`;
const NOT_SHARED = { message: 'This list is no longer shared' };
const roomy = { limit: 100_000, windowMs: 60_000 };

afterAll(removeTempDirs);

for (const fixture of databaseFixtures()) {
  describe.skipIf(!fixture.available)(`lists routes on ${fixture.name}`, () => {
    let app: FastifyInstance;
    let database: Database;
    let address = 0;
    const nextIp = () => `10.8.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

    beforeAll(async () => {
      await fixture.setUp();
      database = await fixture.open();
      app = buildTestApp(testConfig(), { database, now: () => NOW, rateLimits: { listsWritesPerUser: roomy, listsWritesPerAddress: roomy } });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await fixture.tearDown();
    });

    async function signedIn(firstName = 'Alice'): Promise<string> {
      const body = signupBody({ first_name: firstName });
      expect((await postJson(app, '/user/signup', body, nextIp())).statusCode).toBe(201);
      return (await postJson(app, '/user/signin', { email: body.email, password: body.password }, nextIp())).json<{ token: string }>().token;
    }

    const as = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    const putList = (token: string, listId: string, body: Record<string, unknown> = {}) =>
      as(token, { method: 'PUT', url: `/user/lists/${listId}`, payload: { name: 'Co-op nights', description: '', ranked: false, updated_at: NOW - 1000, op_id: opId(), ...body } });
    const putItem = (token: string, listId: string, gameId: number | string, body: Record<string, unknown>) =>
      as(token, { method: 'PUT', url: `/user/lists/${listId}/items/${gameId}`, payload: { updated_at: NOW - 1000, op_id: opId(), ...body } });
    const getOne = (token: string, listId: string) => as(token, { method: 'GET', url: `/user/lists/${listId}` });
    const batch = (token: string, ops: unknown[]) => as(token, { method: 'POST', url: '/user/lists/batch', payload: { ops } });
    const share = (token: string, listId: string, method: 'POST' | 'DELETE' = 'POST') => as(token, { method, url: `/user/lists/${listId}/share` });
    const openShared = (token: string, shareId: string) => as(token, { method: 'GET', url: `/user/shared/${shareId}` });

    it('answers 401 on every route without a valid session', async () => {
      const requests: InjectOptions[] = [
        { method: 'GET', url: '/user/lists' },
        { method: 'GET', url: '/user/lists/abcdefgh' },
        { method: 'PUT', url: '/user/lists/abcdefgh', payload: { name: 'x' } },
        { method: 'DELETE', url: '/user/lists/abcdefgh?updated_at=1&op_id=a' },
        { method: 'PUT', url: '/user/lists/abcdefgh/items/1', payload: { position: 'V' } },
        { method: 'POST', url: '/user/lists/batch', payload: { ops: [] } },
        { method: 'POST', url: '/user/lists/abcdefgh/share' },
        { method: 'GET', url: '/user/shared/AAAAAAAAAAAAAAAAAAAAAAAA' },
      ];
      for (const request of requests) {
        const response = await app.inject({ ...request, headers: { authorization: 'Bearer not.a.token' } });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
        expect(response.json().message).toMatch(/sign in/i);
      }
    });

    it('stores a list and its items, answers them in order, and pulls only what changed after a cursor', async () => {
      const token = await signedIn();
      const listId = newListId();
      const stored = await putList(token, listId, { name: 'Top 3', description: 'Best of the year', ranked: true });
      expect(stored.statusCode).toBe(200);
      expect(stored.json()).toMatchObject({ list_id: listId, name: 'Top 3', description: 'Best of the year', ranked: true, deleted: false, share_id: null });
      expect(stored.headers['cache-control']).toBe('no-store');
      const [first, second, third] = evenPositions(3);
      expect((await putItem(token, listId, 30, { position: third, note: 'last' })).statusCode).toBe(200);
      expect((await putItem(token, listId, 10, { position: first })).statusCode).toBe(200);
      expect((await putItem(token, listId, 20, { position: second })).statusCode).toBe(200);
      const one = OneList.create((await getOne(token, listId)).json());
      expect(one.items.map((item) => item.game_id)).toEqual([10, 20, 30]);
      expect(one.items[2]?.note).toBe('last');

      const full = ListsPage.create((await as(token, { method: 'GET', url: '/user/lists' })).json());
      expect(full.lists.map((list) => list.list_id)).toEqual([listId]);
      expect(full.items).toHaveLength(3);
      expect(full.more).toBeUndefined();
      const removed = await as(token, { method: 'DELETE', url: `/user/lists/${listId}/items/20?updated_at=${NOW - 500}&op_id=${opId()}` });
      expect(removed.json()).toMatchObject({ game_id: 20, deleted: true });
      const since = ListsPage.create((await as(token, { method: 'GET', url: `/user/lists?since=${full.cursor}` })).json());
      expect(since.lists).toEqual([]);
      expect(since.items).toMatchObject([{ game_id: 20, deleted: true }]);
      expect(OneList.create((await getOne(token, listId)).json()).items.map((item) => item.game_id)).toEqual([10, 30]);
    });

    it('pages a full pull of more than one page with `more` and a cursor', async () => {
      const token = await signedIn();
      const listId = newListId();
      await putList(token, listId);
      const positions = evenPositions(LIST_LIMITS.itemsPerList);
      for (let start = 0; start < positions.length; start += 100) {
        const ops = positions.slice(start, start + 100).map((position, index) => ({ op: 'put-item', list_id: listId, game_id: start + index + 1, position, updated_at: NOW - 900, op_id: opId() }));
        expect(ListsBatchResponse.create((await batch(token, ops)).json()).results.every((result) => result.status === 200)).toBe(true);
      }
      const first = ListsPage.create((await as(token, { method: 'GET', url: '/user/lists' })).json());
      expect(first.more).toBe(true);
      expect(first.lists.length + first.items.length).toBe(LIST_LIMITS.recordsPerPage);
      const second = ListsPage.create((await as(token, { method: 'GET', url: `/user/lists?since=${first.cursor}` })).json());
      expect(second.more).toBeUndefined();
      expect(first.items.length + second.items.length).toBe(LIST_LIMITS.itemsPerList);
    });

    it('refuses bad bodies with every field named', async () => {
      const token = await signedIn();
      const response = await putList(token, 'short', { name: 'x'.repeat(81), description: 'y'.repeat(501), ranked: 'yes', op_id: 'bad id!' });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { errors: { field: string }[] }).errors.map((error) => error.field).sort()).toEqual(['description', 'list_id', 'name', 'op_id', 'ranked']);
      expect(response.json().message).toContain('Name must be at most 80 characters.');
      const listId = newListId();
      await putList(token, listId);
      const item = await putItem(token, listId, 'abc', { position: 'ab0', note: 'n'.repeat(281) });
      expect(item.statusCode).toBe(400);
      expect(item.json().message).toContain('Note must be at most 280 characters.');
      expect((await putItem(token, listId, 5, { note: 'a\u202Eb', position: 'V' })).json().message).toContain('text-direction controls');
      expect((await putList(token, newListId(), { name: '   ' })).json().message).toBe('Name the list.');
      expect((await as(token, { method: 'GET', url: '/user/lists?since=abc' })).statusCode).toBe(400);
    });

    it('keeps each person to 100 lists and each list to 500 games, with a clear 409', async () => {
      const token = await signedIn();
      const ids = Array.from({ length: LIST_LIMITS.listsPerUser }, () => newListId());
      const made = ListsBatchResponse.create((await batch(token, ids.map((list_id) => ({ op: 'put-list', list_id, name: 'L', updated_at: NOW - 1000, op_id: opId() })))).json());
      expect(made.results.every((result) => result.status === 200)).toBe(true);
      const extra = await putList(token, newListId());
      expect(extra.statusCode).toBe(409);
      expect(extra.json().message).toMatch(/100 lists/);
      // Removing one makes room again.
      await as(token, { method: 'DELETE', url: `/user/lists/${ids[0]}?updated_at=${NOW - 500}&op_id=${opId()}` });
      expect((await putList(token, newListId())).statusCode).toBe(200);

      const full = ids[1] ?? '';
      const positions = evenPositions(LIST_LIMITS.itemsPerList + 1);
      for (let start = 0; start < LIST_LIMITS.itemsPerList; start += 100) {
        await batch(token, positions.slice(start, start + 100).map((position, index) => ({ op: 'put-item', list_id: full, game_id: start + index + 1, position, updated_at: NOW - 900, op_id: opId() })));
      }
      const over = await putItem(token, full, 9999, { position: positions.at(-1) });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toMatch(/at most 500 games/);
      // A game already in the list still takes a note.
      expect((await putItem(token, full, 1, { note: 'still fine', updated_at: NOW - 800 })).statusCode).toBe(200);
    });

    it('applies an op_id once, and an older change loses to a newer one', async () => {
      const token = await signedIn();
      const listId = newListId();
      const id = opId();
      await putList(token, listId, { name: 'First', op_id: id, updated_at: NOW - 900 });
      await putList(token, listId, { name: 'Older', updated_at: NOW - 2000 });
      expect((await putList(token, listId, { name: 'Replayed', op_id: id, updated_at: NOW - 100 })).json().name).toBe('First');
      expect(OneList.create((await getOne(token, listId)).json()).list.name).toBe('First');
    });

    it("never reads, changes, removes or shares another person's list", async () => {
      const [ada, bob] = [await signedIn('Ada'), await signedIn('Bob')];
      const listId = newListId();
      await putList(ada, listId, { name: "Ada's" });
      await putItem(ada, listId, 7, { position: 'V', note: 'secret' });
      expect((await getOne(bob, listId)).statusCode).toBe(404);
      expect((await getOne(bob, listId)).json()).toEqual({ message: 'There is no such list.' });
      expect((await putItem(bob, listId, 8, { position: 'W' })).statusCode).toBe(404);
      expect((await as(bob, { method: 'DELETE', url: `/user/lists/${listId}/items/7?updated_at=${NOW}&op_id=${opId()}` })).statusCode).toBe(404);
      expect((await share(bob, listId)).statusCode).toBe(404);
      expect((await share(bob, listId, 'DELETE')).statusCode).toBe(404);
      // The same id under Bob's name is Bob's own list; removing it touches nothing of Ada's.
      expect((await putList(bob, listId, { name: "Bob's", updated_at: NOW })).statusCode).toBe(200);
      expect((await as(bob, { method: 'DELETE', url: `/user/lists/${listId}?updated_at=${NOW}&op_id=${opId()}` })).statusCode).toBe(200);
      const adas = OneList.create((await getOne(ada, listId)).json());
      expect(adas.list.name).toBe("Ada's");
      expect(adas.items).toMatchObject([{ game_id: 7, note: 'secret' }]);
      const bobsPull = ListsPage.create((await as(bob, { method: 'GET', url: '/user/lists' })).json());
      expect(bobsPull.items).toEqual([]);
    });

    it('shares a list by an unguessable id, replaces it, revokes it at once, and answers every dead id alike', async () => {
      const [ada, bob] = [await signedIn('Ada'), await signedIn('Bob')];
      const listId = newListId();
      await putList(ada, listId, { name: 'Play with Sam', description: 'Weekends', ranked: true });
      await putItem(ada, listId, 3, { position: 'a', note: 'start here' });
      await putItem(ada, listId, 4, { position: 'V' });
      const made = await share(ada, listId);
      expect(made.statusCode).toBe(200);
      const shareId = made.json<{ share_id: string }>().share_id;
      expect(Buffer.from(shareId, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      const seen = SharedList.create((await openShared(bob, shareId)).json());
      expect(seen).toEqual({ share_id: shareId, owner_first_name: 'Ada', name: 'Play with Sam', description: 'Weekends', ranked: true, items: [{ game_id: 4, note: '' }, { game_id: 3, note: 'start here' }] });
      expect(JSON.stringify(seen)).not.toMatch(/Walker|@example|list-/);

      const replaced = (await share(ada, listId)).json<{ share_id: string }>().share_id;
      expect(replaced).not.toBe(shareId);
      const old = await openShared(bob, shareId);
      expect(old.statusCode).toBe(404);
      expect(old.json()).toEqual(NOT_SHARED);
      expect((await openShared(bob, replaced)).statusCode).toBe(200);

      expect((await share(ada, listId, 'DELETE')).json()).toEqual({ share_id: null });
      const revoked = await openShared(bob, replaced);
      const unknown = await openShared(bob, 'A'.repeat(24));
      const malformed = await openShared(bob, 'x');
      for (const answer of [revoked, unknown, malformed]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.body).toBe(JSON.stringify(NOT_SHARED));
      }
      // Removing a shared list ends its link too.
      const again = (await share(ada, listId)).json<{ share_id: string }>().share_id;
      await as(ada, { method: 'DELETE', url: `/user/lists/${listId}?updated_at=${NOW}&op_id=${opId()}` });
      expect((await openShared(bob, again)).json()).toEqual(NOT_SHARED);
    });
  });
}

describe('shared list rate limits', () => {
  it('limits shared views per person and per address, with Retry-After', async () => {
    const app = buildTestApp(testConfig(), { rateLimits: { sharedViewsPerUser: { limit: 3, windowMs: 60_000 }, sharedViewsPerAddress: { limit: 5, windowMs: 60_000 } } });
    await app.ready();
    try {
      const tokens: string[] = [];
      for (let index = 0; index < 3; index++) {
        const body = signupBody();
        await postJson(app, '/user/signup', body, `10.7.0.${index + 1}`);
        tokens.push((await postJson(app, '/user/signin', { email: body.email, password: body.password }, `10.7.1.${index + 1}`)).json<{ token: string }>().token);
      }
      const view = (token: string, ip: string) => app.inject({ method: 'GET', url: `/user/shared/${'B'.repeat(24)}`, remoteAddress: ip, headers: { authorization: `Bearer ${token}` } });
      const [one = '', two = '', three = ''] = tokens;
      for (let index = 0; index < 3; index++) expect((await view(one, `10.6.0.${index + 1}`)).statusCode).toBe(404);
      const perPerson = await view(one, '10.6.0.9');
      expect(perPerson.statusCode).toBe(429);
      expect(perPerson.headers['retry-after']).toMatch(/^[0-9]+$/);
      expect(perPerson.json().message).toMatch(/Too many shared lists opened at once/);
      // One address, several people: the address's budget ends first.
      for (let index = 0; index < 3; index++) expect((await view(two, '10.5.0.1')).statusCode).toBe(404);
      expect((await view(three, '10.5.0.1')).statusCode).toBe(404);
      expect((await view(three, '10.5.0.1')).statusCode).toBe(404);
      expect((await view(three, '10.5.0.1')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('list write and read limits', () => {
  it('refuses writes past the per-person budget, counting each batch operation, and reads past theirs, with Retry-After', async () => {
    const app = buildTestApp(testConfig(), { rateLimits: { listsWritesPerUser: { limit: 3, windowMs: 60_000 }, listsReadsPerUser: { limit: 2, windowMs: 60_000 } } });
    await app.ready();
    try {
      const body = signupBody();
      await postJson(app, '/user/signup', body, '10.4.0.1');
      const { token } = (await postJson(app, '/user/signin', { email: body.email, password: body.password }, '10.4.0.2')).json<{ token: string }>();
      const headers = { authorization: `Bearer ${token}` };
      const put = (name: string) => app.inject({ method: 'PUT', url: '/user/lists/limits-list-1', headers, payload: { name, updated_at: NOW, op_id: opId() } });
      expect((await put('One')).statusCode).toBe(200);
      const batch = await app.inject({ method: 'POST', url: '/user/lists/batch', headers, payload: { ops: [1, 2, 3].map((index) => ({ op: 'put-list', list_id: `limits-list-${index + 1}`, name: 'L', updated_at: NOW, op_id: opId() })) } });
      expect(batch.statusCode).toBe(429);
      expect(batch.headers['retry-after']).toMatch(/^[0-9]+$/);
      expect(batch.json().message).toMatch(/^Too many changes to your lists at once\. Try again in /);
      // The refused batch made nothing, and the budget stays spent for the minute.
      expect((await app.inject({ method: 'GET', url: '/user/lists/limits-list-2', headers })).statusCode).toBe(404);
      expect((await put('Two')).statusCode).toBe(429);
      for (let index = 0; index < 2; index++) expect((await app.inject({ method: 'GET', url: '/user/lists', headers })).statusCode).toBe(200);
      const read = await app.inject({ method: 'GET', url: '/user/lists', headers });
      expect(read.statusCode).toBe(429);
      expect(read.headers['retry-after']).toMatch(/^[0-9]+$/);
      expect(read.json().message).toMatch(/Too many reads of your lists at once/);
    } finally {
      await app.close();
    }
  });
});
