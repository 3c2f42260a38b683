import { sql } from 'kysely';
import type { Migration } from './migration.js';

/**
 * PostgreSQL only: each entry keeps its JSON (the contract's LibraryEntry) in `entry_json`, written
 * by a trigger on every insert and update whoever makes it, so a page of the pull joins stored
 * text instead of building 500 objects: a third of the cost of building them from the columns
 * (docs/architecture.md, "The data layer"). SQLite builds each object as it reads, in process.
 */
export const libraryEntryJsonMigration: Migration = {
  name: '005-library-entry-json',
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    await sql`ALTER TABLE library_entries ADD COLUMN entry_json text`.execute(db);
    await sql`
      CREATE FUNCTION library_entry_json() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT row_to_json(entry)::text INTO NEW.entry_json FROM (
          SELECT NEW.game_id AS game_id, NEW.status AS status, NEW.rating AS rating, NEW.note AS note,
            NEW.created_at AS created_at, NEW.updated_at AS updated_at, NEW.deleted = 1 AS deleted
        ) AS entry;
        RETURN NEW;
      END
      $$
    `.execute(db);
    await sql`
      CREATE TRIGGER library_entry_json BEFORE INSERT OR UPDATE ON library_entries
      FOR EACH ROW EXECUTE FUNCTION library_entry_json()
    `.execute(db);
    // Whatever the update sets, the trigger writes each row's JSON: so the rows already there get theirs.
    await sql`UPDATE library_entries SET entry_json = NULL`.execute(db);
    await sql`ALTER TABLE library_entries ALTER COLUMN entry_json SET NOT NULL`.execute(db);
  },
};
