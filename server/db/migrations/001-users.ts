import { sql } from 'kysely';
import { columnTypes, type Migration } from './migration.js';

/**
 * Accounts. The email is stored normalised, so the UNIQUE constraint is what makes it unique.
 * IF NOT EXISTS: databases made before Kysely ran this already, under the same definition.
 */
export const usersMigration: Migration = {
  name: '001-users',
  async up(db, dialect) {
    const types = columnTypes(dialect);
    const now = dialect === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
    await db.schema
      .createTable('users')
      .ifNotExists()
      .addColumn('id', types.uuid, (column) => column.primaryKey().notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('age', 'integer', (column) => column.notNull().check(sql`age BETWEEN 0 AND 200`))
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('created_at', types.timestamp, (column) => column.notNull().defaultTo(now))
      .addUniqueConstraint('users_email_key', ['email'])
      .$call((table) => (dialect === 'sqlite' ? table.modifyEnd(sql`STRICT`) : table))
      .execute();
  },
};
