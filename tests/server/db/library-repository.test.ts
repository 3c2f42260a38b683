import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryOp } from '../../../src/contract/library.js';
import type { Database } from '../../../server/db/database.js';
import { createLibraryRepository, LibraryFullError, NeedsStatusError, UnknownUserError, type LibraryRepository } from '../../../server/db/library-repository.js';
import { createUsersRepository } from '../../../server/db/users-repository.js';
import { databaseFixtures } from '../helpers/databases.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

const NOW = Date.UTC(2030, 0, 1);
let counter = 0;

function put(game_id: number, updated_at: number, fields: Partial<Extract<LibraryOp, { op: 'put' }>> = {}): LibraryOp {
  counter += 1;
  return { op: 'put', game_id, status: 'playing', rating: null, note: '', updated_at, op_id: `op-${counter}`, ...fields };
}

const times = (time: number, rating = time, note = time) => ({ status_updated_at: time, rating_updated_at: rating, note_updated_at: note });

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
      expect(entry).toEqual({ game_id: 7, status: 'want', rating: 4, note: 'line one\nline two', created_at: NOW - 1000, updated_at: NOW - 1000, deleted: false, ...times(NOW - 1000) });
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
      expect(tombstone).toEqual({ game_id: 4, status: 'playing', rating: null, note: '', created_at: NOW - 300, updated_at: NOW - 200, deleted: true, ...times(NOW - 200) });
      expect(await library.apply(user, put(4, NOW - 250))).toEqual(tombstone);
      expect((await library.list(user)).entries).toEqual([]);
      expect((await library.list(user, Number(cursor))).entries).toEqual([tombstone]);
      expect(await library.apply(user, put(4, NOW - 100, { status: 'want' }))).toMatchObject({ deleted: false, status: 'want', created_at: NOW - 100 });
    });

    it('a put bringing a removed game back keeps the added date it carries (Undo), never later than its own time', async () => {
      const user = await newUser();
      await library.apply(user, put(4, NOW - 900, { rating: 2, note: 'grindy' }));
      await library.apply(user, remove(4, NOW - 500));
      expect(await library.apply(user, put(4, NOW - 400, { rating: 2, note: 'grindy', created_at: NOW - 900 }))).toMatchObject({
        game_id: 4, status: 'playing', rating: 2, note: 'grindy', created_at: NOW - 900, updated_at: NOW - 400, deleted: false,
      });
      // A live game keeps its own; a date after the change is clamped to it.
      expect(await library.apply(user, put(4, NOW - 300, { created_at: NOW - 5_000 }))).toMatchObject({ created_at: NOW - 900 });
      expect(await library.apply(user, put(5, NOW - 200, { created_at: NOW }))).toMatchObject({ created_at: NOW - 200 });
    });

    it('pages as JSON the database writes: every character a note may hold, nulls, booleans and large times intact', async () => {
      const user = await newUser();
      const note = 'quote " backslash \\ slash / tab-free\nnew line, é, 漢字, emoji 🎮, \u2028 separator, <script>';
      const kept = await library.apply(user, put(11, NOW - 20, { status: 'played', rating: 5, note }));
      await library.apply(user, put(12, NOW - 15, { status: 'want' }));
      const gone = await library.apply(user, remove(12, NOW - 10));
      const page = await library.page(user, 0);
      expect(JSON.parse(page)).toEqual({ entries: [kept, gone], cursor: expect.stringMatching(/^[0-9]+$/), more: false });
      expect(kept.note).toBe(note);
      expect(gone).toMatchObject({ status: 'want', rating: null, deleted: true });
      expect(await library.list(user)).toEqual({ entries: [kept], cursor: JSON.parse(page).cursor, more: false });
    });

    it('stores no tombstone for a game it never had, but answers that it is gone', async () => {
      const user = await newUser();
      const { cursor } = await library.list(user);
      expect(await library.apply(user, remove(5, NOW - 50))).toMatchObject({ game_id: 5, status: null, deleted: true, updated_at: NOW - 50 });
      expect((await library.list(user, Number(cursor))).entries).toEqual([]);
      expect(await library.apply(user, put(5, NOW - 60))).toMatchObject({ deleted: false, status: 'playing' });
    });

    it('merges each field on its own time: a later note keeps an earlier rating made elsewhere', async () => {
      const user = await newUser();
      await library.apply(user, put(60, NOW - 1000, { status: 'want' }));
      // Device 1 rates at -500, device 2 writes a note at -400; device 2's arrives first.
      const note = await library.apply(user, { op: 'put', game_id: 60, note: 'Great with friends', updated_at: NOW - 400, op_id: 'note-60' });
      expect(note).toMatchObject({ status: 'want', rating: null, note: 'Great with friends' });
      const both = await library.apply(user, { op: 'put', game_id: 60, rating: 4, updated_at: NOW - 500, op_id: 'rating-60' });
      expect(both).toEqual({
        game_id: 60, status: 'want', rating: 4, note: 'Great with friends', created_at: NOW - 1000, updated_at: NOW - 400, deleted: false, ...times(NOW - 1000, NOW - 500, NOW - 400),
      });
      // An old client's whole entry competes on every field at its one time.
      const whole = await library.apply(user, put(60, NOW - 450, { status: 'played', rating: 1, note: 'old' }));
      expect(whole).toMatchObject({ status: 'played', rating: 1, note: 'Great with friends', updated_at: NOW - 400 });
      // A field's own time counts over the op's.
      const own = await library.apply(user, { op: 'put', game_id: 60, rating: 5, rating_updated_at: NOW - 300, note: 'older', note_updated_at: NOW - 410, updated_at: NOW - 300, op_id: 'own-60' });
      expect(own).toMatchObject({ rating: 5, note: 'Great with friends', rating_updated_at: NOW - 300 });
    });

    it('a removal clears the fields changed before it; a field changed after it keeps the game; older changes never bring it back', async () => {
      const user = await newUser();
      await library.apply(user, put(61, NOW - 1000, { status: 'playing', rating: 3, note: 'a' }));
      await library.apply(user, { op: 'put', game_id: 61, note: 'later', updated_at: NOW - 100, op_id: 'later-61' });
      const kept = await library.apply(user, remove(61, NOW - 500));
      expect(kept).toMatchObject({ deleted: false, status: 'playing', rating: null, note: 'later', ...times(NOW - 500, NOW - 500, NOW - 100) });
      const gone = await library.apply(user, remove(61, NOW - 50));
      expect(gone).toMatchObject({ deleted: true, status: 'playing', rating: null, note: '', ...times(NOW - 50) });
      // A rating made before the removal but arriving after it does not resurrect the game.
      expect(await library.apply(user, { op: 'put', game_id: 61, rating: 5, updated_at: NOW - 60, op_id: 'late-61' })).toEqual(gone);
      // One made after it does, with the status the game had and nothing else.
      expect(await library.apply(user, { op: 'put', game_id: 61, rating: 5, updated_at: NOW - 40, op_id: 'after-61' })).toMatchObject({ deleted: false, status: 'playing', rating: 5, note: '', created_at: NOW - 40 });
    });

    it('refuses a rating or note alone for a game not in the library', async () => {
      const user = await newUser();
      await expect(library.apply(user, { op: 'put', game_id: 62, rating: 4, updated_at: NOW - 10, op_id: 'alone-62' })).rejects.toBeInstanceOf(NeedsStatusError);
      expect((await library.list(user, 0)).entries).toEqual([]);
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
      expect(await library.list(user, Number(next.cursor))).toEqual({ entries: [], cursor: next.cursor, more: false });
      // A cursor this database never gave out starts over with every live entry, and says so.
      const over = await library.list(user, Number(next.cursor) + 1000);
      expect(over.entries.map((entry) => entry.game_id)).toEqual([11]);
      expect(over).toMatchObject({ reset: true, more: false });
    });

    it('pages: at most pageSize entries, more while some are left, each page after the cursor of the one before', async () => {
      const user = await newUser();
      const paged = createLibraryRepository(database, { now: () => clock, maxEntries: 100, pageSize: 3 });
      for (const game of [70, 71, 72, 73, 74]) await paged.apply(user, put(game, NOW - 100));
      await paged.apply(user, remove(71, NOW - 90));
      const first = await paged.list(user);
      expect(first.entries.map((entry) => entry.game_id)).toEqual([70, 72, 73]);
      expect(first).toMatchObject({ more: true, cursor: 'f4' });
      const second = await paged.list(user, first.cursor);
      // After the cursor the pages hold every change, the removal of 71 included.
      expect(second.entries.map((entry) => [entry.game_id, entry.deleted])).toEqual([[74, false], [71, true]]);
      expect(second).toMatchObject({ more: false, cursor: '6' });
    });

    it('compacts tombstones older than the retention: a cursor before them starts over (reset), a later one does not', async () => {
      const user = await newUser();
      await library.apply(user, put(80, NOW - 5000));
      await library.apply(user, put(81, NOW - 5000));
      const early = await library.list(user);
      await library.apply(user, remove(80, NOW - 4000));
      await library.apply(user, put(82, NOW - 100));
      const late = await library.list(user);
      await library.compactTombstones(NOW - 1000);
      expect((await library.list(user, 0)).entries.map((entry) => entry.game_id)).toEqual(expect.not.arrayContaining([80]));
      const over = await library.list(user, Number(early.cursor));
      expect(over).toMatchObject({ reset: true, more: false });
      expect(over.entries.map((entry) => entry.game_id)).toEqual([81, 82]);
      expect(await library.list(user, Number(late.cursor))).toEqual({ entries: [], cursor: late.cursor, more: false });
      // A second run with nothing old enough moves nothing back.
      await library.compactTombstones(NOW - 10_000);
      expect((await library.list(user, Number(early.cursor))).reset).toBe(true);
      // A full pull's pages go on past the horizon instead of starting over again.
      const paged = createLibraryRepository(database, { now: () => clock, pageSize: 1 });
      const pages = [await paged.list(user)];
      while (pages[pages.length - 1]?.more && pages.length < 10) pages.push(await paged.list(user, pages[pages.length - 1]?.cursor));
      expect(pages.flatMap((page) => page.entries.map((entry) => entry.game_id))).toEqual([81, 82]);
      expect(pages.some((page) => page.reset)).toBe(false);
    });

    it('keeps each user to their own entries', async () => {
      const [alice, bob] = [await newUser(), await newUser()];
      await library.apply(alice, put(20, NOW - 1));
      expect((await library.list(bob)).entries).toEqual([]);
      expect(await library.list(bob, 0)).toEqual({ entries: [], cursor: '0', more: false });
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
