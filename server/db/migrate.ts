/**
 * Brings a database to the newest schema with Kysely's Migrator, failing loudly: a migration that
 * fails, a database migrated by a newer server, or one that cannot be reached rejects with a
 * DatabaseSetupError that says which and stops the start. The whole run is one unit: on
 * PostgreSQL one transaction under Kysely's advisory lock (server copies starting together take
 * turns); on SQLite one IMMEDIATE transaction that `lockSqlite` opens and closes around it, so two
 * processes cannot both apply and a failure leaves the file as it was.
 */
import { Migrator, sql, type Kysely, type MigrationResultSet } from 'kysely';
import { DatabaseSetupError, type Dialect } from './database.js';
import { MIGRATIONS, type Migration } from './migrations/index.js';
import type { Tables } from './tables.js';

/** Begin, commit and roll back (a no-op outside a transaction) on SQLite's one connection, outside Kysely. */
interface SqliteRunLock {
  begin(): void;
  commit(): void;
  rollback(): void;
}

export interface MigrateOptions {
  dialect: Dialect;
  /** Names the database in messages: "PostgreSQL at DATABASE_URL", "SQLite at /path". */
  label: string;
  /** Required on SQLite. */
  lockSqlite?: SqliteRunLock;
  migrations?: readonly Migration[];
}

/**
 * The PostgreSQL schema the connection works in. The Migrator must be told it: by default it looks
 * for its own tables in every schema, so another schema's copy (several apps or test runs sharing
 * one database) made it skip creating them here and then fail on the missing lock table.
 */
async function currentSchema(db: Kysely<Tables>, dialect: Dialect): Promise<string | undefined> {
  if (dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

export async function migrate(db: Kysely<Tables>, options: MigrateOptions): Promise<void> {
  const migrations = options.migrations ?? MIGRATIONS;
  let migrationTableSchema: string | undefined;
  try {
    migrationTableSchema = await currentSchema(db, options.dialect);
  } catch (error) {
    throw setupError({ error }, options.label);
  }
  const migrator = new Migrator({
    db,
    migrationTableSchema,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(migrations.map((migration) => [migration.name, { up: (kysely: Kysely<unknown>) => migration.up(kysely, options.dialect) }])),
    },
  });
  const lock = options.lockSqlite;
  let result: MigrationResultSet;
  try {
    lock?.begin();
    result = await migrator.migrateToLatest();
  } catch (error) {
    result = { error };
  }
  if (result.error === undefined) {
    lock?.commit();
    return;
  }
  lock?.rollback();
  throw setupError(result, options.label);
}

function setupError({ error, results }: MigrationResultSet, label: string): DatabaseSetupError {
  const message = error instanceof Error ? error.message : String(error);
  const failed = results?.find((result) => result.status === 'Error');
  if (failed) return new DatabaseSetupError(`${label}: migration ${failed.migrationName} failed: ${message}`, { cause: error });
  const unknown = /previously executed migration (\S+) is missing/.exec(message)?.[1];
  if (unknown) {
    return new DatabaseSetupError(`${label} has migration ${unknown}, which this server does not know; run a newer server version or use another database`);
  }
  return new DatabaseSetupError(`cannot use the ${label}: ${message}`, { cause: error });
}
