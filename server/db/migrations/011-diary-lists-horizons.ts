import { sql } from 'kysely';
import { columnTypes, type Migration } from './migration.js';

/**
 * The diary's and the lists' tombstones go after the retention period, as the library's do
 * (docs/decisions.md, "Pulls in pages"): each person's compaction horizon per kind, the highest
 * sequence number of the rows removed, so a cursor older than it starts over; and indexes of the
 * tombstones by time, so the hourly compaction finds them without reading every row.
 */
export const diaryListsHorizonsMigration: Migration = {
  name: '011-diary-lists-horizons',
  async up(db, dialect) {
    const types = columnTypes(dialect);
    for (const table of ['diary_sequences', 'list_sequences']) {
      await db.schema.alterTable(table).addColumn('compacted_seq', types.time, (column) => column.notNull().defaultTo(0)).execute();
    }
    for (const table of ['diary_entries', 'lists', 'list_items']) {
      await db.schema.createIndex(`${table}_tombstones`).on(table).column('updated_at').where(sql.ref('deleted'), '=', 1).execute();
    }
  },
};
