import type { Pool } from 'pg';
import { MIGRATIONS, pendingMigrations, type Migration } from './migrations/index.js';
import { DatabaseSetupError } from './users-repository.js';

// Any fixed number: every server copy takes the same advisory lock, so only one migrates at a time.
const MIGRATION_LOCK_KEY = 7_240_311;

/**
 * Applies pending migrations to PostgreSQL, each in its own transaction together with its record,
 * holding an advisory lock so that server copies starting together take turns.
 */
export async function migratePostgres(pool: Pool, migrations: readonly Migration[] = MIGRATIONS): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
    const applied = await client.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
    let pending: Migration[];
    try {
      pending = pendingMigrations(applied.rows.map((row) => row.id), migrations);
    } catch (error) {
      throw new DatabaseSetupError(`PostgreSQL ${(error as Error).message}`);
    }
    for (const migration of pending) {
      try {
        await client.query('BEGIN');
        await client.query(migration.postgres);
        await client.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw new DatabaseSetupError(`PostgreSQL migration ${migration.id} (${migration.name}) failed: ${(error as Error).message}`, { cause: error });
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
