/**
 * Paged library pulls with forged cursors, on SQLite and PostgreSQL: a cursor is only ever digits,
 * or `f` and digits, that this server gave out. Anything else is refused with 400 naming `since`;
 * a well-formed cursor past what the database gave starts over (`reset`); none reaches another
 * person's entries, and none is answered with a 5xx.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LibraryPage } from '../../src/contract/library.js';
import { databaseFixtures } from '../server/helpers/databases.js';
import { removeTempDirs } from '../server/helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from '../server/helpers/test-app.js';

const NOW = Date.UTC(2031, 5, 1);
const MALFORMED = ['', 'f', 'ff1', '-1', '1.5', '1e3', '0x10', ' 1', '1 ', '１２', '%00', '1%00', '9'.repeat(16), `f${'9'.repeat(16)}`, 'null', '[]', 'f-1'];
const PAST_THE_END = ['999999999999999', 'f999999999999999'];

afterAll(removeTempDirs);

for (const fixture of databaseFixtures()) {
  describe.skipIf(!fixture.available)(`forged pull cursors on ${fixture.name}`, () => {
    let app: FastifyInstance;
    let ops = 0;
    let address = 0;
    const tokens: string[] = [];

    beforeAll(async () => {
      await fixture.setUp();
      app = buildTestApp(testConfig(), { database: await fixture.open(), now: () => NOW, rateLimits: { libraryReadsPerUser: { limit: 1_000, windowMs: 60_000 } } });
      await app.ready();
      for (const person of ['ada', 'bob']) {
        const body = signupBody();
        const ip = `10.7.0.${++address}`;
        expect((await postJson(app, '/user/signup', body, ip)).statusCode).toBe(201);
        tokens.push((await postJson(app, '/user/signin', { email: body.email, password: body.password }, ip)).json<{ token: string }>().token);
        // Ada has three games; Bob has none, and forges cursors to reach hers.
        if (person === 'ada') for (const game of [1, 2, 3]) expect((await pull('PUT', 0, `/user/library/${game}`, { status: 'want', rating: null, note: 'ada only', updated_at: NOW - 10, op_id: `op-${++ops}` })).statusCode).toBe(200);
      }
    });
    afterAll(async () => {
      await app?.close();
      await fixture.tearDown();
    });

    function pull(method: 'GET' | 'PUT', who: number, url: string, payload?: object) {
      return app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who] ?? ''}` } });
    }
    const since = (cursor: string) => pull('GET', 1, `/user/library?since=${encodeURIComponent(cursor)}`);

    it('refuses a malformed cursor with 400 naming since, whatever its shape', async () => {
      for (const cursor of MALFORMED) {
        const response = await since(cursor);
        expect(response.statusCode, `since=${JSON.stringify(cursor)}`).toBe(400);
        expect(response.json()).toMatchObject({ errors: [{ field: 'since', message: expect.stringMatching(/cursor this server gave/) }] });
      }
    });

    it("answers a cursor past the end with a fresh start of the asker's own library, never another person's", async () => {
      for (const cursor of [...PAST_THE_END, '0', 'f0', '1', 'f1']) {
        const response = await since(cursor);
        expect(response.statusCode, `since=${cursor}`).toBe(200);
        const page = LibraryPage.create(response.json());
        expect(page.entries, `since=${cursor}`).toEqual([]);
      }
      const reset = LibraryPage.create((await since(PAST_THE_END[0] ?? '')).json());
      expect(reset.reset).toBe(true);
      // Ada's own pulls from the same cursors still hold her games, so they were there to leak.
      const hers = LibraryPage.create((await pull('GET', 0, '/user/library?since=0')).json());
      expect(hers.entries.map((entry) => entry.game_id).sort()).toEqual([1, 2, 3]);
    });
  });
}
