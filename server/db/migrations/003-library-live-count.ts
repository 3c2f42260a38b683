import { sql } from 'kysely';
import type { Migration } from './migration.js';

/**
 * Each user's count of live library entries, kept beside their sequence number, so the 5,000-entry
 * limit is checked without counting rows on every new entry (the bench's writes spent most of
 * their time there).
 */
export const libraryLiveCountMigration: Migration = {
  name: '003-library-live-count',
  async up(db) {
    await db.schema.alterTable('library_sequences').addColumn('live_entries', 'integer', (column) => column.notNull().defaultTo(0)).execute();
    await sql`UPDATE library_sequences SET live_entries = (
      SELECT count(*) FROM library_entries WHERE library_entries.user_id = library_sequences.user_id AND library_entries.deleted = 0
    )`.execute(db);
  },
};
