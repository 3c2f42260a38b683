import { sql } from 'kysely';
import { columnTypes, type Migration } from './migration.js';

/**
 * Pulls in pages (docs/architecture.md, "The data layer"): each user's compaction horizon, the
 * highest sequence number of the tombstones removed after the retention period, so a cursor older
 * than it starts over; and an index of live entries alone, so a full pull's page does not walk
 * through tombstones to find them.
 */
export const libraryPagingMigration: Migration = {
  name: '008-library-paging',
  async up(db, dialect) {
    const types = columnTypes(dialect);
    await db.schema.alterTable('library_sequences').addColumn('compacted_seq', types.time, (column) => column.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('library_entries_live_seq').on('library_entries').columns(['user_id', 'seq']).where(sql.ref('deleted'), '=', 0).execute();
    await db.schema.createIndex('library_entries_tombstones').on('library_entries').column('updated_at').where(sql.ref('deleted'), '=', 1).execute();
  },
};
