/**
 * A note is stored as written, byte for byte, on SQLite and PostgreSQL alike; a note that one of
 * them would store differently (a lone surrogate) is refused with the field's message.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { databaseFixtures } from '../helpers/databases.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, postJson, signupBody, testConfig } from '../helpers/test-app.js';

const NOW = Date.UTC(2031, 2, 3);
const NOTES = ['👨\u200d👩\u200d👧 co-op night', 'שלום, hello', 'naïve café\nsecond line', '🏳️\u200d🌈 𝄞 music'];
afterAll(removeTempDirs);

for (const fixture of databaseFixtures()) {
  describe.skipIf(!fixture.available)(`notes on ${fixture.name}`, () => {
    let app: FastifyInstance;
    let database: Database;
    let token = '';
    beforeAll(async () => {
      await fixture.setUp();
      database = await fixture.open();
      app = buildTestApp(testConfig(), { database, now: () => NOW });
      const body = signupBody();
      expect((await postJson(app, '/user/signup', body)).statusCode).toBe(201);
      token = (await postJson(app, '/user/signin', { email: body.email, password: body.password })).json<{ token: string }>().token;
    });
    afterAll(async () => {
      await app.close();
      await fixture.tearDown();
    });
    const as = (options: InjectOptions) => app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });

    it('gives back the same UTF-8 bytes it was sent, in the answer and in a later pull', async () => {
      for (const [index, note] of NOTES.entries()) {
        const put = await as({ method: 'PUT', url: `/user/library/${index + 1}`, payload: { status: 'want', rating: null, note, updated_at: NOW - 1, op_id: `note-${index}` } });
        expect(put.statusCode).toBe(200);
        expect(Buffer.from(put.json<{ note: string }>().note)).toEqual(Buffer.from(note));
      }
      const pulled = (await as({ method: 'GET', url: '/user/library' })).json<{ entries: { game_id: number; note: string }[] }>();
      const byGame = new Map(pulled.entries.map((entry) => [entry.game_id, entry.note]));
      for (const [index, note] of NOTES.entries()) expect(Buffer.from(byGame.get(index + 1) ?? '')).toEqual(Buffer.from(note));
    });

    it('refuses a note with a lone surrogate, naming the field, and stores nothing', async () => {
      const put = await as({ method: 'PUT', url: '/user/library/50', payload: { status: 'want', rating: null, note: 'broken \ud800', updated_at: NOW - 1, op_id: 'lone-1' } });
      expect(put.statusCode).toBe(400);
      expect(put.json().errors).toEqual([{ field: 'note', message: 'Note must not contain a broken character (a lone UTF-16 surrogate).' }]);
      const pulled = (await as({ method: 'GET', url: '/user/library' })).json<{ entries: { game_id: number }[] }>();
      expect(pulled.entries.map((entry) => entry.game_id)).not.toContain(50);
    });
  });
}
