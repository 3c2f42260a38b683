/**
 * The library routes through the whole app, on SQLite and PostgreSQL: sessions, validation, last
 * writer wins, idempotency, tombstones, the cursor, batches and the limits.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LibraryBatchResponse, LibraryEntry, LibraryPage } from '../../../src/contract/library.js';
import type { Database } from '../../../server/db/database.js';
import { databaseFixtures } from '../helpers/databases.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from '../helpers/test-app.js';

const NOW = Date.UTC(2031, 2, 3);
let opCounter = 0;
const opId = () => `op-${(opCounter += 1)}`;

afterAll(removeTempDirs);

for (const fixture of databaseFixtures()) {
  describe.skipIf(!fixture.available)(`library routes on ${fixture.name}`, () => {
    let app: FastifyInstance;
    let database: Database;
    let address = 0;
    const nextIp = () => `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

    beforeAll(async () => {
      await fixture.setUp();
      database = await fixture.open();
      app = buildTestApp(testConfig(), { database, now: () => NOW });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await fixture.tearDown();
    });

    async function signedIn(): Promise<{ token: string; userId: string }> {
      const body = signupBody();
      expect((await postJson(app, '/user/signup', body, nextIp())).statusCode).toBe(201);
      const { token } = (await postJson(app, '/user/signin', { email: body.email, password: body.password }, nextIp())).json<{ token: string }>();
      const user = await database.kysely.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirstOrThrow();
      return { token, userId: user.id };
    }

    const as2 = (token: string, options: InjectOptions) => as(token, options);
    const as = (token: string, options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    const put = (token: string, gameId: string | number, body: Record<string, unknown>) =>
      as(token, { method: 'PUT', url: `/user/library/${gameId}`, payload: { status: 'playing', rating: null, note: '', updated_at: NOW - 1000, op_id: opId(), ...body } });
    const remove = (token: string, gameId: number, updatedAt: number, id = opId()) =>
      as(token, { method: 'DELETE', url: `/user/library/${gameId}?updated_at=${updatedAt}&op_id=${id}` });
    const list = async (token: string, since?: string) => {
      const response = await as(token, { method: 'GET', url: since === undefined ? '/user/library' : `/user/library?since=${since}` });
      expect(response.statusCode).toBe(200);
      return LibraryPage.create(response.json());
    };
    const fieldsOf = (response: { json(): unknown }) => (response.json() as { errors: { field: string }[] }).errors.map((error) => error.field);

    it('answers 401 with a message on every route without a valid session, reading no body', async () => {
      const requests: InjectOptions[] = [
        { method: 'GET', url: '/user/library' },
        { method: 'PUT', url: '/user/library/1', payload: { status: 'want' } },
        { method: 'DELETE', url: '/user/library/1?updated_at=1&op_id=a' },
        { method: 'POST', url: '/user/library/batch', payload: { ops: [] } },
      ];
      for (const request of requests) {
        for (const authorization of [undefined, 'Bearer not.a.token', 'Basic abc']) {
          const response = await app.inject({ ...request, headers: authorization ? { authorization } : {} });
          expect(response.statusCode).toBe(401);
          expect(response.headers['www-authenticate']).toBe('Bearer');
          expect(response.json().message).toMatch(/sign in/i);
        }
      }
    });

    it('answers 401 to a valid token whose user no longer exists, even one it has just seen', async () => {
      const { token, userId } = await signedIn();
      expect((await put(token, 1, {})).statusCode).toBe(200);
      await database.kysely.deleteFrom('users').where('id', '=', userId).execute();
      // The user was seen a moment ago (and may be cached): the write still finds them gone.
      const write = await put(token, 2, {});
      expect(write.statusCode).toBe(401);
      expect(write.json().message).toMatch(/sign in again/);
      expect((await as(token, { method: 'GET', url: '/user/library' })).statusCode).toBe(401);
    });

    it('stores a PUT and answers the stored entry; GET lists it, never cached', async () => {
      const { token } = await signedIn();
      const response = await put(token, 42, { status: 'want', rating: 5, note: 'Try with friends\nat the weekend', updated_at: NOW - 5000 });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const entry = LibraryEntry.create(response.json());
      const times = { status_updated_at: NOW - 5000, rating_updated_at: NOW - 5000, note_updated_at: NOW - 5000 };
      expect(entry).toEqual({ game_id: 42, status: 'want', rating: 5, note: 'Try with friends\nat the weekend', created_at: NOW - 5000, updated_at: NOW - 5000, deleted: false, ...times });
      const page = await list(token);
      expect(page.entries).toEqual([entry]);
    });

    it('merges each field on its own time: the rating made offline survives a later note from another device', async () => {
      const { token } = await signedIn();
      await put(token, 44, { status: 'want', updated_at: NOW - 9000 });
      const as = (body: Record<string, unknown>) => as2(token, { method: 'PUT', url: '/user/library/44', payload: { ...body, op_id: opId() } });
      expect((await as({ note: 'Great with friends', updated_at: NOW - 7000 })).json()).toMatchObject({ status: 'want', rating: null, note: 'Great with friends' });
      expect((await as({ rating: 4, updated_at: NOW - 8000 })).json()).toMatchObject({ status: 'want', rating: 4, note: 'Great with friends', rating_updated_at: NOW - 8000, note_updated_at: NOW - 7000 });
      // An old client's whole entry, older than the note: only its newer fields win.
      expect((await put(token, 44, { status: 'played', rating: 2, note: 'old', updated_at: NOW - 7500 })).json()).toMatchObject({ status: 'played', rating: 2, note: 'Great with friends' });
      // A rating alone for a game not in the library has nothing to attach to.
      const alone = await as2(token, { method: 'PUT', url: '/user/library/45', payload: { rating: 3, updated_at: NOW - 100, op_id: opId() } });
      expect(alone.statusCode).toBe(409);
      expect(alone.json().message).toMatch(/choose a status/);
    });

    it('compresses a large page for a client that takes brotli or gzip, and sends a small one as it is', async () => {
      const { token } = await signedIn();
      const ops = Array.from({ length: 60 }, (_, index) => ({ op: 'put', game_id: 500 + index, status: 'played', note: `${'long note '.repeat(45)}${index}`, updated_at: NOW - 100, op_id: opId() }));
      expect((await as(token, { method: 'POST', url: '/user/library/batch', payload: { ops } })).statusCode).toBe(200);
      const plain = await as(token, { method: 'GET', url: '/user/library' });
      for (const encoding of ['br', 'gzip'] as const) {
        const packed = await as(token, { method: 'GET', url: '/user/library', headers: { 'accept-encoding': encoding } });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers.vary).toMatch(/Accept-Encoding/);
        expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
        const text = (encoding === 'br' ? brotliDecompressSync(packed.rawPayload) : gunzipSync(packed.rawPayload)).toString();
        expect(JSON.parse(text)).toEqual(plain.json());
      }
      const { token: other } = await signedIn();
      await put(other, 1, {});
      expect((await as(other, { method: 'GET', url: '/user/library', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
    });

    it('stores Not interested (status ignored) like any other status, and pulls it', async () => {
      const { token } = await signedIn();
      const response = await put(token, 43, { status: 'ignored', updated_at: NOW - 4000 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ game_id: 43, status: 'ignored', deleted: false });
      expect((await list(token)).entries).toEqual([expect.objectContaining({ game_id: 43, status: 'ignored' })]);
    });

    it('refuses bad input with 400 and a message per field, storing nothing', async () => {
      const { token } = await signedIn();
      const response = await put(token, '007', { status: 'finished', rating: 6, note: `bell\u0007`, updated_at: 'yesterday', op_id: 'has space' });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response).sort()).toEqual(['game_id', 'note', 'op_id', 'rating', 'status', 'updated_at']);
      expect(response.json().message).toMatch(/Status must be one of/);
      expect(fieldsOf(await put(token, 1, { note: 'x'.repeat(501) }))).toEqual(['note']);
      expect(fieldsOf(await as(token, { method: 'DELETE', url: '/user/library/1?op_id=abc' }))).toEqual(['updated_at']);
      expect(fieldsOf(await as(token, { method: 'GET', url: '/user/library?since=abc' }))).toEqual(['since']);
      const notJson = await as(token, { method: 'PUT', url: '/user/library/1', payload: 'status=want', headers: { 'content-type': 'text/plain' } });
      expect(notJson.statusCode).toBe(400);
      expect((await list(token)).entries).toEqual([]);
    });

    it('is idempotent by op_id: the same op twice stores once, even after a later change', async () => {
      const { token } = await signedIn();
      const first = { status: 'want', updated_at: NOW + 3_600_000, op_id: opId() };
      expect((await put(token, 7, first)).json()).toMatchObject({ status: 'want', updated_at: NOW });
      const { cursor } = await list(token);
      expect((await put(token, 7, first)).json()).toMatchObject({ status: 'want', updated_at: NOW });
      expect((await list(token, cursor)).entries).toEqual([]);
      await put(token, 7, { status: 'played', updated_at: NOW });
      expect((await put(token, 7, first)).json()).toMatchObject({ status: 'want' });
    });

    it('lets the latest change win and answers the entry that won', async () => {
      const { token } = await signedIn();
      await put(token, 9, { status: 'played', updated_at: NOW - 100 });
      const older = await put(token, 9, { status: 'dropped', updated_at: NOW - 200 });
      expect(older.statusCode).toBe(200);
      expect(older.json()).toMatchObject({ status: 'played', updated_at: NOW - 100 });
      expect((await put(token, 9, { status: 'dropped', updated_at: NOW - 50 })).json()).toMatchObject({ status: 'dropped' });
    });

    it('removes with a tombstone: gone from the full list, sent after a cursor, not revived by an older PUT', async () => {
      const { token } = await signedIn();
      await put(token, 11, { updated_at: NOW - 300, note: 'mine' });
      await put(token, 12, { updated_at: NOW - 300 });
      const { cursor } = await list(token);
      const removed = await remove(token, 11, NOW - 200);
      expect(removed.statusCode).toBe(200);
      const times = { status_updated_at: NOW - 200, rating_updated_at: NOW - 200, note_updated_at: NOW - 200 };
      expect(removed.json()).toEqual({ game_id: 11, status: 'playing', rating: null, note: '', created_at: NOW - 300, updated_at: NOW - 200, deleted: true, ...times });
      expect((await put(token, 11, { updated_at: NOW - 250 })).json()).toMatchObject({ deleted: true });
      expect((await list(token)).entries.map((entry) => entry.game_id)).toEqual([12]);
      const changes = await list(token, cursor);
      expect(changes.entries).toEqual([removed.json()]);
      expect(await list(token, changes.cursor)).toEqual({ entries: [], cursor: changes.cursor, more: false });
    });

    it('applies a batch in order, refusing bad operations one by one', async () => {
      const { token } = await signedIn();
      const ops = [
        { op: 'put', game_id: 21, status: 'want', rating: null, note: '', updated_at: NOW - 10, op_id: opId() },
        { op: 'put', game_id: 0, status: 'want', updated_at: NOW - 10, op_id: opId() },
        { op: 'delete', game_id: 21, updated_at: NOW - 5, op_id: opId() },
        { op: 'rename', game_id: 22 },
        'not an op',
      ];
      const response = await as(token, { method: 'POST', url: '/user/library/batch', payload: { ops } });
      expect(response.statusCode).toBe(200);
      const { results } = LibraryBatchResponse.create(response.json());
      expect(results.map((result) => result.status)).toEqual([200, 400, 200, 400, 400]);
      expect(results[0]).toMatchObject({ entry: { game_id: 21, deleted: false } });
      expect(results[1]).toMatchObject({ errors: [{ field: 'game_id' }] });
      expect(results[2]).toMatchObject({ entry: { game_id: 21, deleted: true } });
    });

    it('takes 100 operations with full notes in one batch, and refuses 101 or a body that is not {ops: [...]}', async () => {
      const { token } = await signedIn();
      const note = '“Ünïcödé” notes\n'.repeat(40).slice(0, 500);
      const ops = Array.from({ length: 100 }, (_, index) => ({ op: 'put', game_id: 1000 + index, status: 'played', rating: 3, note, updated_at: NOW - 1, op_id: opId() }));
      const full = await as(token, { method: 'POST', url: '/user/library/batch', payload: { ops } });
      expect(full.statusCode).toBe(200);
      expect(full.json().results.every((result: { status: number }) => result.status === 200)).toBe(true);
      for (const payload of [{ ops: [...ops, ops[0]] }, { ops: 'all' }, [ops[0]]]) {
        const refused = await as(token, { method: 'POST', url: '/user/library/batch', payload });
        expect(refused.statusCode).toBe(400);
        expect(fieldsOf(refused)).toEqual(['ops']);
      }
      const huge = await as(token, { method: 'POST', url: '/user/library/batch', payload: { ops: [], padding: 'x'.repeat(300_000) } });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toMatch(/under 256 KB/);
    });

    it("names the limit of the route that was hit: a PUT over 16 KB is told 16 KB, not the batch's 256 KB", async () => {
      const { token } = await signedIn();
      const tooBig = await as(token, { method: 'PUT', url: '/user/library/1', payload: { status: 'want', note: 'x'.repeat(17 * 1024), updated_at: NOW - 1, op_id: opId() } });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().message).toBe('The request body is too large: the limit is 16 KB.');
    });

    it('limits writes to 120 a minute per user: then 429 with Retry-After, other users unaffected', async () => {
      const { token } = await signedIn();
      const ops = Array.from({ length: 100 }, (_, index) => ({ op: 'put', game_id: 2000 + index, status: 'want', rating: null, note: '', updated_at: NOW - 1, op_id: opId() }));
      expect((await as(token, { method: 'POST', url: '/user/library/batch', payload: { ops } })).statusCode).toBe(200);
      for (let index = 0; index < 20; index += 1) expect((await put(token, 3000 + index, {})).statusCode).toBe(200);
      const refused = await put(token, 4000, {});
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/Too many changes to your library at once\. Try again in/);
      expect((await remove(token, 2000, NOW)).statusCode).toBe(429);
      // Reading is not limited, and another person writes as usual.
      expect((await list(token)).entries).toHaveLength(120);
      expect((await put((await signedIn()).token, 4000, {})).statusCode).toBe(200);
    });

    it('refuses a new entry past 5,000 with 409 and a message; changing a tracked game still works', async () => {
      const { token, userId } = await signedIn();
      const rows = Array.from({ length: 5000 }, (_, index) => ({
        user_id: userId, game_id: 10_000 + index, status: 'want' as const, rating: null, note: '', created_at: 1, updated_at: 1, deleted: 0 as const, seq: index + 1,
        status_updated_at: 1, rating_updated_at: 1, note_updated_at: 1,
      }));
      for (let start = 0; start < rows.length; start += 500) await database.kysely.insertInto('library_entries').values(rows.slice(start, start + 500)).execute();
      await database.kysely.insertInto('library_sequences').values({ user_id: userId, last_seq: 5000, live_entries: 5000 }).execute();
      const refused = await put(token, 99, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/at most 5,000 games/);
      expect((await put(token, 10_000, { status: 'played' })).json()).toMatchObject({ status: 'played' });
      // Read in pages of 500: ten of them, each with the cursor of the one before.
      const pages = [await list(token)];
      for (let more = pages[0]?.more; more && pages.length < 20; more = pages[pages.length - 1]?.more) pages.push(await list(token, pages[pages.length - 1]?.cursor));
      expect(pages.map((page) => page.entries.length)).toEqual([500, 500, 500, 500, 500, 500, 500, 500, 500, 500]);
      expect(new Set(pages.flatMap((page) => page.entries.map((entry) => entry.game_id))).size).toBe(5000);
      expect(pages[pages.length - 1]?.cursor).toBe('5001');
    });
  });
}

describe('the per-person read limit', () => {
  it('answers 429 with Retry-After and a message past the pages a minute, for that person only', async () => {
    const app = buildTestApp(testConfig(), { rateLimits: { libraryReadsPerUser: { limit: 2, windowMs: 60_000 } } });
    await app.ready();
    try {
      const tokens: string[] = [];
      for (const index of [1, 2]) {
        const body = signupBody();
        await postJson(app, '/user/signup', body, `10.8.0.${index}`);
        tokens.push((await postJson(app, '/user/signin', { email: body.email, password: body.password }, `10.8.0.${index}`)).json<{ token: string }>().token);
      }
      const read = (token: string | undefined) => app.inject({ method: 'GET', url: '/user/library', headers: { authorization: `Bearer ${token ?? ''}` } });
      expect((await read(tokens[0])).statusCode).toBe(200);
      expect((await read(tokens[0])).statusCode).toBe(200);
      const refused = await read(tokens[0]);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/^Too many reads of your library at once\. Try again in /);
      expect((await read(tokens[1])).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
