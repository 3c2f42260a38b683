import type { Database } from 'better-sqlite3';
import { MIGRATIONS, pendingMigrations, type Migration } from './migrations/index.js';
import { DatabaseSetupError } from './users-repository.js';

/**
 * Applies pending migrations to a SQLite database in one IMMEDIATE transaction together with their
 * records, so a failed one leaves the database as it was and stops the start.
 */
export function migrateSqlite(db: Database, migrations: readonly Migration[] = MIGRATIONS): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const readApplied = db.prepare<[], number>('SELECT id FROM schema_migrations ORDER BY id').pluck();
  const record = db.prepare<[number, string]>('INSERT INTO schema_migrations (id, name) VALUES (?, ?)');

  // The check and the changes share one write lock: two processes starting together cannot both apply.
  const applyAll = db.transaction(() => {
    for (const migration of pending(readApplied.all())) {
      try {
        db.exec(migration.sqlite);
      } catch (error) {
        throw new DatabaseSetupError(`SQLite migration ${migration.id} (${migration.name}) failed: ${(error as Error).message}`, { cause: error });
      }
      record.run(migration.id, migration.name);
    }
  });

  function pending(applied: number[]): Migration[] {
    try {
      return pendingMigrations(applied, migrations);
    } catch (error) {
      throw new DatabaseSetupError(`SQLite ${(error as Error).message}`);
    }
  }

  applyAll.immediate();
}
