/**
 * Opens the database the settings choose, migrated and ready: PostgreSQL through pg when
 * DATABASE_URL is set (pg is loaded only then), otherwise the SQLite file in DATA_DIR through
 * better-sqlite3. Anything that stops it (unreachable, unwritable, a failed migration) rejects with a
 * DatabaseSetupError saying so.
 */
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import type { Statement } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { CompiledQuery, Kysely, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from 'kysely';
import { DatabaseSetupError, type Database, type Dialect } from './database.js';
import { migrate } from './migrate.js';
import { OwnSchemaPostgresDialect } from './own-schema-dialect.js';
import { postgresStatementRunner, sqliteStatementRunner, type StatementRunner } from './statement-runner.js';
import type { Migration } from './migrations/index.js';
import type { Tables } from './tables.js';

/** The SQLite file's name inside DATA_DIR. */
export const SQLITE_FILE_NAME = 'freeplay.db';

export interface DatabaseSettings {
  dataDir: string;
  /** A postgres:// or postgresql:// URL; SQLite in dataDir when unset. */
  databaseUrl?: string;
  /** A PostgreSQL schema to work in (tests isolate themselves this way); the server's search_path otherwise. */
  schema?: string;
  /** Called with errors of idle pooled PostgreSQL connections, which would otherwise crash the process. */
  onIdleError?: (error: Error) => void;
  /** The migrations to apply; every one by default (tests add broken ones). */
  migrations?: readonly Migration[];
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const PG_INT8 = 20;

export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  return settings.databaseUrl ? openPostgres(settings.databaseUrl, settings) : openSqlite(settings);
}

/** Transactions take the write lock at BEGIN, so a second process waits (busy_timeout) instead of failing mid-way. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

async function openSqlite({ dataDir, migrations }: DatabaseSettings): Promise<Database> {
  const file = join(dataDir, SQLITE_FILE_NAME);
  const label = `SQLite database at ${file}`;
  const { default: BetterSqlite } = await import('better-sqlite3');
  let sqlite: InstanceType<typeof BetterSqlite>;
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // Owner-only from the start; SQLite gives its -wal and -shm files the same mode.
    closeSync(openSync(file, 'a', 0o600));
    sqlite = new BetterSqlite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    // Another process (a second server copy, a restart) may hold the write lock briefly.
    sqlite.pragma('busy_timeout = 5000');
  } catch (error) {
    throw new DatabaseSetupError(`cannot use the ${label}: ${(error as Error).message}`, { cause: error });
  }
  // Kysely prepares every query anew; the shapes it runs (accounts, pruning) are prepared once instead.
  const statements = new LRUCache<string, Statement>({ max: 200 });
  const database = {
    close: () => sqlite.close(),
    prepare(query: string): Statement {
      let statement = statements.get(query);
      if (!statement) statements.set(query, (statement = sqlite.prepare(query)));
      return statement;
    },
  };
  const kysely = new Kysely<Tables>({ dialect: new ImmediateSqliteDialect({ database }) });
  try {
    await migrate(kysely, {
      dialect: 'sqlite',
      label,
      migrations,
      lockSqlite: {
        begin: () => sqlite.exec('BEGIN IMMEDIATE'),
        commit: () => sqlite.exec('COMMIT'),
        rollback: () => {
          if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
        },
      },
    });
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return handle(kysely, 'sqlite', sqliteStatementRunner(sqlite));
}

async function openPostgres(connectionString: string, settings: DatabaseSettings): Promise<Database> {
  const { schema, onIdleError, migrations } = settings;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new DatabaseSetupError(`"${schema}" is not a plain schema name`);
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString,
    options: schema ? `-c search_path=${schema}` : undefined,
    max: 10,
    connectionTimeoutMillis: 10_000,
    // BIGINT (times in ms, sequence numbers, counts) as a number, as SQLite gives it: all stay below 2^53.
    types: { getTypeParser: (id, format) => (id === PG_INT8 ? Number : pg.types.getTypeParser(id, format)) },
  });
  pool.on('error', (error) => onIdleError?.(error));
  const kysely = new Kysely<Tables>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  try {
    await migrate(kysely, { dialect: 'postgres', label: 'PostgreSQL database at DATABASE_URL', migrations });
  } catch (error) {
    await kysely.destroy().catch(() => undefined);
    throw error;
  }
  return handle(kysely, 'postgres', postgresStatementRunner(pool));
}

function handle(kysely: Kysely<Tables>, dialect: Dialect, statements: StatementRunner): Database {
  let closing: Promise<void> | undefined;
  return { kysely, dialect, statements, close: () => (closing ??= kysely.destroy()) };
}
