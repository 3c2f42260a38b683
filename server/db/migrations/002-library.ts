import { sql } from 'kysely';
import { LIBRARY_LIMITS, LIBRARY_STATUSES } from '../../../src/contract/library.js';
import { columnTypes, type Migration } from './migration.js';

const statuses = sql.join(LIBRARY_STATUSES.map((status) => sql.lit(status)));

/**
 * The personal library (docs/architecture.md, "The library"): one row per user and game, tombstones
 * included; the per-user sequence that orders changes for the incremental pull; and the operations
 * already applied, so the same op_id twice stores once. Everything goes with its account.
 */
export const libraryMigration: Migration = {
  name: '002-library',
  async up(db, dialect) {
    const types = columnTypes(dialect);
    const strict = <T extends { modifyEnd(modifier: ReturnType<typeof sql>): T }>(table: T) => (dialect === 'sqlite' ? table.modifyEnd(sql`STRICT`) : table);
    const owner = (table: string) => `${table}_user_fkey`;

    await db.schema
      .createTable('library_sequences')
      .addColumn('user_id', types.uuid, (column) => column.primaryKey().notNull().references('users.id').onDelete('cascade'))
      .addColumn('last_seq', types.time, (column) => column.notNull())
      .$call(strict)
      .execute();

    await db.schema
      .createTable('library_entries')
      .addColumn('user_id', types.uuid, (column) => column.notNull())
      .addColumn('game_id', 'integer', (column) => column.notNull().check(sql`game_id > 0`))
      .addColumn('status', 'text', (column) => column.check(sql`status IN (${statuses})`))
      .addColumn('rating', 'integer', (column) => column.check(sql`rating BETWEEN ${sql.lit(LIBRARY_LIMITS.rating.min)} AND ${sql.lit(LIBRARY_LIMITS.rating.max)}`))
      .addColumn('note', 'text', (column) => column.notNull().check(sql`length(note) <= ${sql.lit(LIBRARY_LIMITS.noteMaxLength)}`))
      .addColumn('created_at', types.time, (column) => column.notNull())
      .addColumn('updated_at', types.time, (column) => column.notNull())
      .addColumn('deleted', 'integer', (column) => column.notNull().check(sql`deleted IN (0, 1)`))
      .addColumn('seq', types.time, (column) => column.notNull())
      .addPrimaryKeyConstraint('library_entries_pkey', ['user_id', 'game_id'])
      .addForeignKeyConstraint(owner('library_entries'), ['user_id'], 'users', ['id'], (constraint) => constraint.onDelete('cascade'))
      .$call(strict)
      .execute();
    await db.schema.createIndex('library_entries_user_seq').on('library_entries').columns(['user_id', 'seq']).execute();

    await db.schema
      .createTable('library_ops')
      .addColumn('user_id', types.uuid, (column) => column.notNull())
      .addColumn('op_id', 'text', (column) => column.notNull())
      .addColumn('processed_at', types.time, (column) => column.notNull())
      .addPrimaryKeyConstraint('library_ops_pkey', ['user_id', 'op_id'])
      .addForeignKeyConstraint(owner('library_ops'), ['user_id'], 'users', ['id'], (constraint) => constraint.onDelete('cascade'))
      .$call(strict)
      .execute();
    await db.schema.createIndex('library_ops_processed_at').on('library_ops').column('processed_at').execute();
  },
};
