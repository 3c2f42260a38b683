import { sql } from 'kysely';
import { DIARY_LIMITS, DIARY_MARKERS } from '../../../src/contract/diary.js';
import { columnTypes, type Migration } from './migration.js';

const markers = sql.join(DIARY_MARKERS.map((marker) => sql.lit(marker)));

/**
 * The play diary (docs/architecture.md, "The diary"): one row per user and entry id (the device's),
 * tombstones included, each field with its change time; the per-user sequence (the pull's cursor and
 * the count of live entries, the limit's) and the op_ids already applied. Everything goes with its
 * account.
 */
export const diaryMigration: Migration = {
  name: '009-diary',
  async up(db, dialect) {
    const types = columnTypes(dialect);
    const strict = <T extends { modifyEnd(modifier: ReturnType<typeof sql>): T }>(table: T) => (dialect === 'sqlite' ? table.modifyEnd(sql`STRICT`) : table);
    const owner = (table: string) => `${table}_user_fkey`;

    await db.schema
      .createTable('diary_sequences')
      .addColumn('user_id', types.uuid, (column) => column.primaryKey().notNull().references('users.id').onDelete('cascade'))
      .addColumn('last_seq', types.time, (column) => column.notNull())
      .addColumn('live_entries', types.time, (column) => column.notNull().defaultTo(0))
      .$call(strict)
      .execute();

    await db.schema
      .createTable('diary_entries')
      .addColumn('user_id', types.uuid, (column) => column.notNull())
      .addColumn('id', 'text', (column) => column.notNull().check(sql`length(id) BETWEEN 1 AND ${sql.lit(DIARY_LIMITS.idMaxLength)}`))
      .addColumn('game_id', 'integer', (column) => column.notNull().check(sql`game_id > 0`))
      .addColumn('date', 'text', (column) => column.notNull().check(sql`length(date) = 10`))
      .addColumn('minutes', 'integer', (column) => column.check(sql`minutes BETWEEN 0 AND ${sql.lit(DIARY_LIMITS.minutesMax)}`))
      .addColumn('note', 'text', (column) => column.notNull().check(sql`length(note) <= ${sql.lit(DIARY_LIMITS.noteMaxLength)}`))
      .addColumn('marker', 'text', (column) => column.check(sql`marker IN (${markers})`))
      .addColumn('created_at', types.time, (column) => column.notNull())
      .addColumn('updated_at', types.time, (column) => column.notNull())
      .addColumn('deleted', 'integer', (column) => column.notNull().check(sql`deleted IN (0, 1)`))
      .addColumn('date_updated_at', types.time, (column) => column.notNull())
      .addColumn('minutes_updated_at', types.time, (column) => column.notNull())
      .addColumn('note_updated_at', types.time, (column) => column.notNull())
      .addColumn('marker_updated_at', types.time, (column) => column.notNull())
      .addColumn('seq', types.time, (column) => column.notNull())
      .addPrimaryKeyConstraint('diary_entries_pkey', ['user_id', 'id'])
      .addForeignKeyConstraint(owner('diary_entries'), ['user_id'], 'users', ['id'], (constraint) => constraint.onDelete('cascade'))
      .$call(strict)
      .execute();
    await db.schema.createIndex('diary_entries_user_seq').on('diary_entries').columns(['user_id', 'seq']).execute();

    await db.schema
      .createTable('diary_ops')
      .addColumn('user_id', types.uuid, (column) => column.notNull())
      .addColumn('op_id', 'text', (column) => column.notNull())
      .addColumn('processed_at', types.time, (column) => column.notNull())
      .addPrimaryKeyConstraint('diary_ops_pkey', ['user_id', 'op_id'])
      .addForeignKeyConstraint(owner('diary_ops'), ['user_id'], 'users', ['id'], (constraint) => constraint.onDelete('cascade'))
      .$call(strict)
      .execute();
    await db.schema.createIndex('diary_ops_processed_at').on('diary_ops').column('processed_at').execute();
  },
};
