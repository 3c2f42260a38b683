import { sql } from 'kysely';
import { LIST_LIMITS } from '../../../src/contract/lists.js';
import { POSITION_MAX_LENGTH } from '../../../src/contract/list-positions.js';
import { columnTypes, type Migration } from './migration.js';

/**
 * A person's lists (docs/lists.md): one row per list and per (list, game), tombstones included,
 * each stamped with the user's own sequence number for the incremental pull; the op ids already
 * applied; and each list's share id, unique across everyone, so a shared link names one list.
 * Everything goes with its account.
 */
export const listsMigration: Migration = {
  name: '010-lists',
  async up(db, dialect) {
    const types = columnTypes(dialect);
    const strict = <T extends { modifyEnd(modifier: ReturnType<typeof sql>): T }>(table: T) => (dialect === 'sqlite' ? table.modifyEnd(sql`STRICT`) : table);
    const owner = (table: string) => `${table}_user_fkey`;

    await db.schema
      .createTable('list_sequences')
      .addColumn('user_id', types.uuid, (column) => column.primaryKey().notNull().references('users.id').onDelete('cascade'))
      .addColumn('last_seq', types.time, (column) => column.notNull())
      .$call(strict)
      .execute();

    await db.schema
      .createTable('lists')
      .addColumn('user_id', types.uuid, (column) => column.notNull())
      .addColumn('list_id', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull().check(sql`length(name) <= ${sql.lit(LIST_LIMITS.nameMaxLength)}`))
      .addColumn('description', 'text', (column) => column.notNull().check(sql`length(description) <= ${sql.lit(LIST_LIMITS.descriptionMaxLength)}`))
      .addColumn('ranked', 'integer', (column) => column.notNull().check(sql`ranked IN (0, 1)`))
      .addColumn('created_at', types.time, (column) => column.notNull())
      .addColumn('updated_at', types.time, (column) => column.notNull())
      .addColumn('deleted', 'integer', (column) => column.notNull().check(sql`deleted IN (0, 1)`))
      .addColumn('share_id', 'text', (column) => column.unique())
      .addColumn('seq', types.time, (column) => column.notNull())
      .addPrimaryKeyConstraint('lists_pkey', ['user_id', 'list_id'])
      .addForeignKeyConstraint(owner('lists'), ['user_id'], 'users', ['id'], (constraint) => constraint.onDelete('cascade'))
      .$call(strict)
      .execute();
    await db.schema.createIndex('lists_user_seq').on('lists').columns(['user_id', 'seq']).execute();

    await db.schema
      .createTable('list_items')
      .addColumn('user_id', types.uuid, (column) => column.notNull())
      .addColumn('list_id', 'text', (column) => column.notNull())
      .addColumn('game_id', 'integer', (column) => column.notNull().check(sql`game_id > 0`))
      .addColumn('position', 'text', (column) => column.notNull().check(sql`length(position) <= ${sql.lit(POSITION_MAX_LENGTH)}`))
      .addColumn('note', 'text', (column) => column.notNull().check(sql`length(note) <= ${sql.lit(LIST_LIMITS.itemNoteMaxLength)}`))
      .addColumn('updated_at', types.time, (column) => column.notNull())
      .addColumn('position_updated_at', types.time, (column) => column.notNull())
      .addColumn('note_updated_at', types.time, (column) => column.notNull())
      .addColumn('deleted', 'integer', (column) => column.notNull().check(sql`deleted IN (0, 1)`))
      .addColumn('seq', types.time, (column) => column.notNull())
      .addPrimaryKeyConstraint('list_items_pkey', ['user_id', 'list_id', 'game_id'])
      .addForeignKeyConstraint(owner('list_items'), ['user_id'], 'users', ['id'], (constraint) => constraint.onDelete('cascade'))
      .$call(strict)
      .execute();
    await db.schema.createIndex('list_items_user_seq').on('list_items').columns(['user_id', 'seq']).execute();

    await db.schema
      .createTable('list_ops')
      .addColumn('user_id', types.uuid, (column) => column.notNull())
      .addColumn('op_id', 'text', (column) => column.notNull())
      .addColumn('processed_at', types.time, (column) => column.notNull())
      .addPrimaryKeyConstraint('list_ops_pkey', ['user_id', 'op_id'])
      .addForeignKeyConstraint(owner('list_ops'), ['user_id'], 'users', ['id'], (constraint) => constraint.onDelete('cascade'))
      .$call(strict)
      .execute();
  },
};
