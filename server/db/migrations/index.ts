/**
 * Every migration, in order. Add a file `NNN-name.ts` and list it here; never edit one that has
 * shipped, since databases record which ids they have applied.
 */
import { usersMigration } from './001-users.js';
import type { Migration } from './migration.js';

export type { Migration } from './migration.js';

export const MIGRATIONS: readonly Migration[] = [usersMigration];

/**
 * The migrations still to apply, given the ids a database has recorded. A database that knows an
 * id this server does not was migrated by a newer version: refuse it rather than guess.
 */
export function pendingMigrations(applied: readonly number[], all: readonly Migration[] = MIGRATIONS): Migration[] {
  const known = new Set(all.map((migration) => migration.id));
  const unknown = applied.filter((id) => !known.has(id));
  if (unknown.length) {
    throw new Error(`the database has migration ${unknown.join(', ')} which this server does not know; run a newer server version or use another database`);
  }
  const done = new Set(applied);
  return [...all].sort((a, b) => a.id - b.id).filter((migration) => !done.has(migration.id));
}
