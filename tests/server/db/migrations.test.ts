import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseSetupError, type Database as DatabaseHandle } from '../../../server/db/database.js';
import { MIGRATIONS, type Migration } from '../../../server/db/migrations/index.js';
import { openDatabase, SQLITE_FILE_NAME } from '../../../server/db/open-database.js';
import { createLibraryRepository } from '../../../server/db/library-repository.js';
import { createUsersRepository } from '../../../server/db/users-repository.js';
import { adminQuery, databaseFixtures, TEST_DATABASE_URL } from '../helpers/databases.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

const extraTable: Migration = { name: '900-extra', up: (db) => sql`CREATE TABLE extra (id INTEGER)`.execute(db).then(() => undefined) };
const broken: Migration = { name: '901-broken', up: (db) => sql`CREATE TABLE oops (`.execute(db).then(() => undefined) };
const NAMES = MIGRATIONS.map((migration) => migration.name);

afterAll(removeTempDirs);

function sqliteRead<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const recordedSqlite = (dataDir: string) =>
  sqliteRead(dataDir, (db) => db.prepare<[], string>('SELECT name FROM kysely_migration ORDER BY name').pluck().all());

/**
 * Entries written before migration 005 (each entry's stored JSON) and 007 (per-field times) show in
 * the pull after them, tombstones too, each field dated by the entry's change time.
 */
async function expectEntriesKeptThrough005(open: (migrations?: readonly Migration[]) => Promise<DatabaseHandle>): Promise<void> {
  const before = await open(MIGRATIONS.slice(0, NAMES.indexOf('005-library-entry-json')));
  const user = await createUsersRepository(before).create({ email: 'older@example.com', first_name: 'Ada', last_name: 'Byron', age: 36, password_hash: 'h' });
  const note = 'quote " backslash \\ new\nline, 漢字';
  const rows = [
    { user_id: user.id, game_id: 9, status: 'played', rating: 4, note, created_at: 1_000, updated_at: 1_000, deleted: 0, seq: 1 },
    { user_id: user.id, game_id: 10, status: null, rating: null, note: '', created_at: 2_000, updated_at: 2_000, deleted: 1, seq: 2 },
  ] as const;
  const raw = before.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await raw.insertInto('library_entries').values([...rows]).execute();
  await raw.insertInto('library_sequences').values({ user_id: user.id, last_seq: 2, live_entries: 1 }).execute();
  await before.close();
  const times = (time: number) => ({ status_updated_at: time, rating_updated_at: time, note_updated_at: time });
  const kept = { game_id: 9, status: 'played', rating: 4, note, created_at: 1_000, updated_at: 1_000, deleted: false, ...times(1_000) };
  const gone = { game_id: 10, status: null, rating: null, note: '', created_at: 2_000, updated_at: 2_000, deleted: true, ...times(2_000) };
  const after = await open();
  try {
    const library = createLibraryRepository(after);
    expect(await library.list(user.id)).toMatchObject({ entries: [kept], cursor: '2' });
    expect((await library.list(user.id, 0)).entries).toEqual([kept, gone]);
    // They merge per field from there: a later rating alone keeps the status and the note.
    expect(await library.apply(user.id, { op: 'put', game_id: 9, rating: 2, updated_at: 3_000, op_id: 'newer-1' })).toMatchObject({ status: 'played', note, rating: 2, rating_updated_at: 3_000, status_updated_at: 1_000 });
  } finally {
    await after.close();
  }
}

describe('SQLite migrations', () => {
  it('creates DATA_DIR and an owner-only file when missing, uses WAL mode and records each migration once', async () => {
    const dataDir = join(makeTempDir(), 'nested', 'deeper');
    await (await openDatabase({ dataDir })).close();
    await (await openDatabase({ dataDir })).close();
    expect(statSync(join(dataDir, SQLITE_FILE_NAME)).mode & 0o777).toBe(0o600);
    expect(sqliteRead(dataDir, (db) => db.pragma('journal_mode', { simple: true }))).toBe('wal');
    expect(recordedSqlite(dataDir)).toEqual(NAMES);
  });

  it('fails loudly on a broken migration, naming it, and leaves the file as it was (one transaction)', async () => {
    const dataDir = makeTempDir();
    const attempt = openDatabase({ dataDir, migrations: [...MIGRATIONS, extraTable, broken] });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseSetupError);
    await expect(attempt).rejects.toThrow(/SQLite database at .*: migration 901-broken failed/);
    const tables = sqliteRead(dataDir, (db) => db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
    expect(tables).not.toContain('users');
    expect(tables).not.toContain('extra');
  });

  it('refuses a database migrated by a newer server', async () => {
    const dataDir = makeTempDir();
    await (await openDatabase({ dataDir, migrations: [...MIGRATIONS, extraTable] })).close();
    await expect(openDatabase({ dataDir })).rejects.toThrow(/has migration 900-extra, which this server does not know/);
  });

  it('takes over a database made before Kysely (its users table and accounts stay)', async () => {
    const dataDir = makeTempDir();
    const old = new Database(join(dataDir, SQLITE_FILE_NAME));
    old.exec(`CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY NOT NULL, name TEXT NOT NULL, applied_at TEXT NOT NULL DEFAULT 'x');
      INSERT INTO schema_migrations (id, name) VALUES (1, 'users');
      CREATE TABLE users (id TEXT PRIMARY KEY NOT NULL, email TEXT NOT NULL, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
        age INTEGER NOT NULL CHECK (age BETWEEN 0 AND 200), password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), CONSTRAINT users_email_key UNIQUE (email)) STRICT;
      INSERT INTO users (id, email, first_name, last_name, age, password_hash) VALUES ('00000000-0000-4000-8000-000000000001', 'old@example.com', 'Old', 'Timer', 50, 'h');`);
    old.close();
    const database = await openDatabase({ dataDir });
    try {
      expect(await createUsersRepository(database).findByEmail('old@example.com')).toMatchObject({ first_name: 'Old' });
    } finally {
      await database.close();
    }
    expect(recordedSqlite(dataDir)).toEqual(NAMES);
  });

  it('says which file it cannot use', async () => {
    const aFile = join(makeTempDir(), 'a-file');
    writeFileSync(aFile, 'not a folder');
    const attempt = openDatabase({ dataDir: join(aFile, 'below') });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseSetupError);
    await expect(attempt).rejects.toThrow(/cannot use the SQLite database at .*a-file\/below\/freeplay\.db: .*ENOTDIR/);
  });

  it('gives the library entries stored before 005 their JSON, so the pull shows them as before', async () => {
    const dataDir = makeTempDir();
    await expectEntriesKeptThrough005((migrations) => openDatabase({ dataDir, migrations }));
  });
});

const postgres = databaseFixtures().find((fixture) => fixture.name === 'PostgreSQL');

describe.skipIf(!postgres?.available)('PostgreSQL migrations', () => {
  const schema = `t_mig_${process.pid}_${Date.now().toString(36)}`;
  const open = (migrations?: readonly Migration[]) => openDatabase({ dataDir: makeTempDir(), databaseUrl: TEST_DATABASE_URL, schema, migrations });
  const recorded = async () => (await adminQuery(`SELECT name FROM ${schema}.kysely_migration ORDER BY name`)).rows.map((row: { name: string }) => row.name);

  beforeAll(() => adminQuery(`CREATE SCHEMA ${schema}`));
  afterAll(() => adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));

  it('applies each migration once, even when several servers start together (advisory lock)', async () => {
    const opened = await Promise.all([open(), open(), open()]);
    await Promise.all(opened.map((database) => database.close()));
    expect(await recorded()).toEqual(NAMES);
  });

  it('fails loudly on a broken migration, naming it, and keeps nothing of that run (one transaction)', async () => {
    await expect(open([...MIGRATIONS, extraTable, broken])).rejects.toThrow(/PostgreSQL database at DATABASE_URL: migration 901-broken failed/);
    expect(await recorded()).toEqual(NAMES);
    const extra = await adminQuery(`SELECT to_regclass('${schema}.extra') AS found`);
    expect(extra.rows[0].found).toBeNull();
  });

  it('refuses a database migrated by a newer server', async () => {
    await (await open([...MIGRATIONS, extraTable])).close();
    await expect(open()).rejects.toThrow(/has migration 900-extra, which this server does not know/);
  });

  it('migrates a schema of its own when another schema of the database already holds migration tables', async () => {
    const neighbour = `${schema}_n`;
    await adminQuery(`CREATE SCHEMA ${neighbour}`);
    try {
      await (await openDatabase({ dataDir: makeTempDir(), databaseUrl: TEST_DATABASE_URL, schema: neighbour })).close();
      const fresh = `${schema}_f`;
      await adminQuery(`CREATE SCHEMA ${fresh}`);
      try {
        await (await openDatabase({ dataDir: makeTempDir(), databaseUrl: TEST_DATABASE_URL, schema: fresh })).close();
        const names = await adminQuery(`SELECT name FROM ${fresh}.kysely_migration ORDER BY name`);
        expect(names.rows.map((row: { name: string }) => row.name)).toEqual(NAMES);
      } finally {
        await adminQuery(`DROP SCHEMA IF EXISTS ${fresh} CASCADE`);
      }
    } finally {
      await adminQuery(`DROP SCHEMA IF EXISTS ${neighbour} CASCADE`);
    }
  });
  it('looks only at its own schema, so schemas dropped beside it during a start do no harm', async () => {
    const own = `${schema}_s`;
    const neighbour = `${schema}_d`;
    const openOwn = () => openDatabase({ dataDir: makeTempDir(), databaseUrl: TEST_DATABASE_URL, schema: own });
    await adminQuery(`CREATE SCHEMA ${own}; CREATE SCHEMA ${neighbour}; CREATE TABLE ${neighbour}.other (id INTEGER)`);
    try {
      const database = await openOwn();
      try {
        const tables = await database.kysely.introspection.getTables({ withInternalKyselyTables: true });
        expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([own]));
        expect(tables.map((table) => table.name)).toContain('kysely_migration');
      } finally {
        await database.close();
      }
      // Starts racing against other test runs that create and drop their schemas, as CI's do.
      const churn = async (name: string) => {
        await adminQuery(`CREATE SCHEMA ${name}; CREATE TABLE ${name}.other (id INTEGER)`);
        await adminQuery(`DROP SCHEMA ${name} CASCADE`);
      };
      const starts = Array.from({ length: 10 }, async () => (await openOwn()).close());
      const churns = Array.from({ length: 4 }, async (_, lane) => {
        for (let round = 0; round < 15; round += 1) await churn(`${schema}_c${lane}_${round}`);
      });
      await Promise.all([...starts, ...churns]);
    } finally {
      await adminQuery(`DROP SCHEMA IF EXISTS ${own} CASCADE; DROP SCHEMA IF EXISTS ${neighbour} CASCADE`);
    }
  });
  it('gives the library entries stored before 005 their JSON, so the pull shows them as before', async () => {
    const older = `${schema}_o`;
    await adminQuery(`CREATE SCHEMA ${older}`);
    try {
      await expectEntriesKeptThrough005((migrations) => openDatabase({ dataDir: makeTempDir(), databaseUrl: TEST_DATABASE_URL, schema: older, migrations }));
    } finally {
      await adminQuery(`DROP SCHEMA IF EXISTS ${older} CASCADE`);
    }
  });
});

describe('PostgreSQL that cannot be reached', () => {
  it('stops the start with a DatabaseSetupError saying so', async () => {
    const attempt = openDatabase({ dataDir: makeTempDir(), databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseSetupError);
    await expect(attempt).rejects.toThrow(/cannot use the PostgreSQL database at DATABASE_URL: .*ECONNREFUSED/);
  });
});
