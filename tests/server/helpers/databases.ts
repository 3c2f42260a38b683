/**
 * The databases every repository and HTTP test runs on: SQLite always; PostgreSQL when
 * TEST_DATABASE_URL is set, in a schema of its own per test file (dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../../server/db/database.js';
import { openDatabase } from '../../../server/db/open-database.js';
import { makeTempDir } from './temp-dir.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export interface DatabaseFixture {
  name: 'SQLite' | 'PostgreSQL';
  available: boolean;
  /** Prepares a fresh database for this test file (beforeAll). */
  setUp(): Promise<void>;
  /** This file's database, opened and migrated; several may be open at once, like several server copies. */
  open(): Promise<Database>;
  /** Closes what open() gave and drops the database (afterAll). */
  tearDown(): Promise<void>;
}

let warned = false;

/** SQLite, then PostgreSQL; a visible notice when PostgreSQL is skipped. */
export function databaseFixtures(): DatabaseFixture[] {
  if (!TEST_DATABASE_URL && !warned) {
    warned = true;
    console.warn('NOTICE: TEST_DATABASE_URL is not set, so the PostgreSQL variants of the server tests are skipped.');
  }
  return [sqliteFixture(), postgresFixture()];
}

function sqliteFixture(): DatabaseFixture {
  const opened: Database[] = [];
  let dataDir = '';
  return {
    name: 'SQLite',
    available: true,
    async setUp() {
      dataDir = makeTempDir();
    },
    async open() {
      const database = await openDatabase({ dataDir });
      opened.push(database);
      return database;
    },
    async tearDown() {
      await Promise.all(opened.splice(0).map((database) => database.close()));
    },
  };
}

function postgresFixture(): DatabaseFixture {
  const opened: Database[] = [];
  const schema = `t_${randomBytes(6).toString('hex')}`;
  return {
    name: 'PostgreSQL',
    available: TEST_DATABASE_URL !== undefined,
    async setUp() {
      await adminQuery(`CREATE SCHEMA ${schema}`);
    },
    async open() {
      const database = await openDatabase({ dataDir: makeTempDir(), databaseUrl: requireUrl(), schema });
      opened.push(database);
      return database;
    },
    async tearDown() {
      await Promise.all(opened.splice(0).map((database) => database.close()));
      await adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}

function requireUrl(): string {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  return TEST_DATABASE_URL;
}

/** Runs one statement on a connection of its own (schema set-up and clean-up). */
export async function adminQuery(sql: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: requireUrl() });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}
