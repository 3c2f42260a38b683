import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratePostgres } from '../../../server/db/migrate-postgres.js';
import { migrateSqlite } from '../../../server/db/migrate-sqlite.js';
import { MIGRATIONS, type Migration } from '../../../server/db/migrations/index.js';
import { openPostgresUsersRepository } from '../../../server/db/postgres-users-repository.js';
import { openSqliteUsersRepository } from '../../../server/db/sqlite-users-repository.js';
import { DatabaseSetupError } from '../../../server/db/users-repository.js';
import { adminQuery, databaseFixtures, TEST_DATABASE_URL } from '../helpers/databases.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

const extraTable: Migration = { id: 2, name: 'extra', sqlite: 'CREATE TABLE extra (id INTEGER)', postgres: 'CREATE TABLE extra (id INTEGER)' };
const broken: Migration = { id: 3, name: 'broken', sqlite: 'CREATE TABLE oops (', postgres: 'CREATE TABLE oops (' };

afterAll(removeTempDirs);

describe('SQLite migrations', () => {
  it('creates DATA_DIR when missing, uses WAL mode and records each migration once', async () => {
    const file = join(makeTempDir(), 'nested', 'deeper', 'freeplay.db');
    await (openSqliteUsersRepository(file)).close();
    await (openSqliteUsersRepository(file)).close();
    expect(existsSync(file)).toBe(true);

    const db = new Database(file, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.prepare('SELECT id, name FROM schema_migrations').all()).toEqual(MIGRATIONS.map(({ id, name }) => ({ id, name })));
    db.close();
  });

  it('fails loudly on a broken migration, naming it, and keeps what was applied before it', () => {
    const db = new Database(join(makeTempDir(), 'x.db'));
    expect(() => migrateSqlite(db, [...MIGRATIONS, extraTable, broken])).toThrow(DatabaseSetupError);
    expect(() => migrateSqlite(db, [...MIGRATIONS, extraTable, broken])).toThrow(/migration 3 \(broken\) failed/);
    // One transaction holds the whole run: the failure leaves the database as it was.
    expect(db.prepare('SELECT id FROM schema_migrations').pluck().all()).toEqual([]);
    db.close();
  });

  it('refuses a database migrated by a newer server', () => {
    const db = new Database(join(makeTempDir(), 'x.db'));
    migrateSqlite(db, [...MIGRATIONS, extraTable]);
    expect(() => migrateSqlite(db, MIGRATIONS)).toThrow(/migration 2 which this server does not know/);
    db.close();
  });
});

const postgres = databaseFixtures().find((fixture) => fixture.name === 'PostgreSQL');

describe.skipIf(!postgres?.available)('PostgreSQL migrations', () => {
  const schema = `t_mig_${process.pid}_${Date.now().toString(36)}`;
  let pool: pg.Pool;

  beforeAll(async () => {
    await adminQuery(`CREATE SCHEMA ${schema}`);
    pool = new pg.Pool({ connectionString: TEST_DATABASE_URL, options: `-c search_path=${schema}` });
  });
  afterAll(async () => {
    await pool.end();
    await adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  it('applies each migration once, even when several servers start together', async () => {
    await Promise.all([migratePostgres(pool), migratePostgres(pool), migratePostgres(pool)]);
    const recorded = await pool.query('SELECT id, name FROM schema_migrations ORDER BY id');
    expect(recorded.rows).toEqual(MIGRATIONS.map(({ id, name }) => ({ id, name })));
  });

  it('fails loudly on a broken migration, naming it, after keeping the ones before it', async () => {
    await expect(migratePostgres(pool, [...MIGRATIONS, extraTable, broken])).rejects.toThrow(/PostgreSQL migration 3 \(broken\) failed/);
    const recorded = await pool.query('SELECT id FROM schema_migrations ORDER BY id');
    expect(recorded.rows.map((row: { id: number }) => row.id)).toEqual([1, 2]);
  });

  it('refuses a database migrated by a newer server', async () => {
    await expect(migratePostgres(pool, MIGRATIONS)).rejects.toThrow(/migration 2 which this server does not know/);
  });
});

describe('PostgreSQL that cannot be reached', () => {
  it('stops the start with a DatabaseSetupError saying so', async () => {
    const attempt = openPostgresUsersRepository({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseSetupError);
    await expect(attempt).rejects.toThrow(/cannot use the PostgreSQL database at DATABASE_URL: .*ECONNREFUSED/);
  });
});
