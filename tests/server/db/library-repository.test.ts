import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryOp } from '../../../src/contract/library.js';
import type { Database } from '../../../server/db/database.js';
import { createLibraryRepository, LibraryFullError, UnknownUserError, type LibraryRepository } from '../../../server/db/library-repository.js';
import { createUsersRepository } from '../../../server/db/users-repository.js';
import { databaseFixtures } from '../helpers/databases.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

const NOW = Date.UTC(2030, 0, 1);
let counter = 0;

function put(game_id: number, updated_at: number, fields: Partial<Extract<LibraryOp, { op: 'put' }>> = {}): LibraryOp {
  counter += 1;
  return { op: 'put', game_id, status: 'playing', rating: null, note: '', updated_at, op_id: `op-${counter}`, ...fields };
}

function remove(game_id: number, updated_at: number, op_id = `op-${(counter += 1)}`): LibraryOp {
  return { op: 'delete', game_id, updated_at, op_id };
}

afterAll(removeTempDirs);

for (const fixture of databaseFixtures()) {
  describe.skipIf(!fixture.available)(`library repository on ${fixture.name}`, () => {
    let database: Database;
    let library: LibraryRepository;
    let clock = NOW;

    async function newUser(): Promise<string> {
      counter += 1;
      const user = await createUsersRepository(database).create({ email: `lib${counter}@example.com`, first_name: 'Ada', last_name: 'Byron', age: 36, password_hash: 'h' });
      return user.id;
    }

    beforeAll(async () => {
      await fixture.setUp();
      database = await fixture.open();
      library = createLibraryRepository(database, { now: () => clock, maxEntries: 3 });
    });
    afterAll(() => fixture.tearDown());

    it('stores a put and answers the stored entry; the list shows it with a cursor', async () => {
      const user = await newUser();
      const entry = await library.apply(user, put(7, NOW - 1000, { status: 'want', rating: 4, note: 'line one\nline two' }));
      expect(entry).toEqual({ game_id: 7, status: 'want', rating: 4, note: 'line one\nline two', created_at: NOW - 1000, updated_at: NOW - 1000, deleted: false });
      const page = await library.list(user);
      expect(page.entries).toEqual([entry]);
      expect(page.cursor).toMatch(/^[0-9]+$/);
    });

    it('lets the later change win whatever the order they arrive in; on a tie the stored one stays', async () => {
      const user = await newUser();
      await library.apply(user, put(1, NOW - 500, { status: 'played' }));
      expect(await library.apply(user, put(1, NOW - 900, { status: 'dropped' }))).toMatchObject({ status: 'played', updated_at: NOW - 500 });
      expect(await library.apply(user, put(1, NOW - 500, { status: 'want' }))).toMatchObject({ status: 'played' });
      const later = await library.apply(user, put(1, NOW - 100, { status: 'dropped', rating: 2 }));
      expect(later).toMatchObject({ status: 'dropped', rating: 2, created_at: NOW - 500, updated_at: NOW - 100 });
    });

    it('clamps a time in the future to the server clock', async () => {
      const user = await newUser();
      expect(await library.apply(user, put(2, NOW + 86_400_000))).toMatchObject({ updated_at: NOW, created_at: NOW });
    });

    it('stores the same op_id once, even replayed after a later change (clamped times included)', async () => {
      const user = await newUser();
      const first = put(3, NOW + 60_000, { status: 'want' });
      await library.apply(user, first);
      clock = NOW + 10;
      await library.apply(user, put(3, NOW + 5, { status: 'playing' }));
      clock = NOW + 20;
      // Clamped again it would be newer than the change in between; its op_id says it was applied.
      expect(await library.apply(user, first)).toMatchObject({ status: 'playing', updated_at: NOW + 5 });
      clock = NOW;
    });

    it('removes with a tombstone that an older put cannot bring back; a newer put does, as a new entry', async () => {
      const user = await newUser();
      await library.apply(user, put(4, NOW - 300, { rating: 5, note: 'private' }));
      const { cursor } = await library.list(user);
      const tombstone = await library.apply(user, remove(4, NOW - 200));
      expect(tombstone).toEqual({ game_id: 4, status: 'playing', rating: null, note: '', created_at: NOW - 300, updated_at: NOW - 200, deleted: true });
      expect(await library.apply(user, put(4, NOW - 250))).toEqual(tombstone);
      expect((await library.list(user)).entries).toEqual([]);
      expect((await library.list(user, Number(cursor))).entries).toEqual([tombstone]);
      expect(await library.apply(user, put(4, NOW - 100, { status: 'want' }))).toMatchObject({ deleted: false, status: 'want', created_at: NOW - 100 });
    });

    it('pages as JSON the database writes: every character a note may hold, nulls, booleans and large times intact', async () => {
      const user = await newUser();
      const note = 'quote " backslash \\ slash / tab-free\nnew line, é, 漢字, emoji 🎮, \u2028 separator, <script>';
      const kept = await library.apply(user, put(11, NOW - 20, { status: 'played', rating: 5, note }));
      const gone = await library.apply(user, remove(12, NOW - 10));
      const page = await library.page(user, 0);
      expect(JSON.parse(page)).toEqual({ entries: [kept, gone], cursor: expect.stringMatching(/^[0-9]+$/) });
      expect(kept.note).toBe(note);
      expect(gone).toMatchObject({ status: null, rating: null, deleted: true });
      expect(await library.list(user)).toEqual({ entries: [kept], cursor: JSON.parse(page).cursor });
    });

    it('keeps a tombstone for a game it never had, so an older put from another device loses', async () => {
      const user = await newUser();
      expect(await library.apply(user, remove(5, NOW - 50))).toMatchObject({ status: null, deleted: true });
      expect(await library.apply(user, put(5, NOW - 60))).toMatchObject({ deleted: true });
    });

    it('answers only the changes after a cursor, in order, and the same cursor when nothing changed', async () => {
      const user = await newUser();
      await library.apply(user, put(10, NOW - 10));
      const first = await library.list(user);
      await library.apply(user, put(11, NOW - 9));
      await library.apply(user, remove(10, NOW - 8));
      const next = await library.list(user, Number(first.cursor));
      expect(next.entries.map((entry) => [entry.game_id, entry.deleted])).toEqual([[11, false], [10, true]]);
      expect(Number(next.cursor)).toBeGreaterThan(Number(first.cursor));
      expect(await library.list(user, Number(next.cursor))).toEqual({ entries: [], cursor: next.cursor });
      // A cursor this database never gave out starts over with every live entry.
      expect((await library.list(user, Number(next.cursor) + 1000)).entries.map((entry) => entry.game_id)).toEqual([11]);
    });

    it('keeps each user to their own entries', async () => {
      const [alice, bob] = [await newUser(), await newUser()];
      await library.apply(alice, put(20, NOW - 1));
      expect((await library.list(bob)).entries).toEqual([]);
      expect(await library.list(bob, 0)).toEqual({ entries: [], cursor: '0' });
    });

    it('refuses a new live entry past the limit, but updates and removals still pass', async () => {
      const user = await newUser();
      for (const game of [30, 31, 32]) await library.apply(user, put(game, NOW - 100));
      await expect(library.apply(user, put(33, NOW - 50))).rejects.toBeInstanceOf(LibraryFullError);
      expect(await library.apply(user, put(30, NOW - 40, { status: 'played' }))).toMatchObject({ status: 'played' });
      await library.apply(user, remove(31, NOW - 30));
      expect(await library.apply(user, put(33, NOW - 20))).toMatchObject({ game_id: 33, deleted: false });
      await expect(library.apply(user, put(31, NOW - 10))).rejects.toBeInstanceOf(LibraryFullError);
    });

    it('refuses writes for a user that does not exist, and removes the library with its account', async () => {
      await expect(library.apply('00000000-0000-4000-8000-000000000000', put(1, NOW))).rejects.toBeInstanceOf(UnknownUserError);
      const user = await newUser();
      await library.apply(user, put(40, NOW - 1));
      await database.kysely.deleteFrom('users').where('id', '=', user).execute();
      expect((await library.list(user)).entries).toEqual([]);
      const left = await database.kysely.selectFrom('library_ops').select('op_id').where('user_id', '=', user).execute();
      expect(left).toEqual([]);
    });

    it('keeps concurrent writes of one user in sequence order, none lost', async () => {
      const user = await newUser();
      const big = createLibraryRepository(database, { now: () => clock, maxEntries: 100 });
      // PostgreSQL: a second pool, like a second server copy. SQLite: one connection per process
      // (a second one in the same thread would wait on the first while blocking it).
      const other = fixture.name === 'PostgreSQL' ? createLibraryRepository(await fixture.open(), { now: () => clock, maxEntries: 100 }) : big;
      await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 ? other : big).apply(user, put(100 + index, NOW - 1))));
      const page = await big.list(user);
      expect(page.entries.map((entry) => entry.game_id).sort()).toEqual(Array.from({ length: 20 }, (_, index) => 100 + index));
      expect(Number(page.cursor)).toBe(20);
    });

    it('forgets old op_ids when pruned: a replay is then judged by its time alone', async () => {
      const user = await newUser();
      const op = put(50, NOW - 100, { status: 'want' });
      await library.apply(user, op);
      await library.apply(user, put(50, NOW - 50, { status: 'played' }));
      await library.pruneOps(NOW + 1);
      expect(await library.apply(user, op)).toMatchObject({ status: 'played' });
      expect(await database.kysely.selectFrom('library_ops').select('op_id').where('user_id', '=', user).execute()).toHaveLength(1);
    });
  });
}
