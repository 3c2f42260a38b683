import { sql, type RawBuilder } from 'kysely';
import type { Migration } from './migration.js';

const FIELDS = ['game_id', 'status', 'rating', 'note', 'created_at', 'updated_at'] as const;

/** SQLite's JSON of an entry from its columns, or from the trigger's NEW row: `deleted` has no boolean type there. */
function sqliteEntryJson(row: 'NEW' | undefined): RawBuilder<string> {
  const column = (name: string) => (row ? sql.raw(`${row}.${name}`) : sql.ref(name));
  const pairs = FIELDS.map((name) => sql`${sql.lit(name)}, ${column(name)}`);
  return sql`json_object(${sql.join(pairs)}, 'deleted', json(iif(${column('deleted')} = 1, 'true', 'false')))`;
}

/**
 * Each entry keeps its JSON (the contract's LibraryEntry) in `entry_json`, written by triggers on
 * every insert and change whoever makes it, so a page of the pull joins stored text instead of
 * building up to 5,000 objects each time (docs/architecture.md, "The data layer"). PostgreSQL sets
 * it before the row is written; SQLite, whose triggers cannot change NEW, updates the row after.
 */
export const libraryEntryJsonMigration: Migration = {
  name: '005-library-entry-json',
  async up(db, dialect) {
    if (dialect === 'sqlite') {
      await sql`ALTER TABLE library_entries ADD COLUMN entry_json TEXT NOT NULL DEFAULT ''`.execute(db);
      await sql`UPDATE library_entries SET entry_json = ${sqliteEntryJson(undefined)}`.execute(db);
      const write = sql`UPDATE library_entries SET entry_json = ${sqliteEntryJson('NEW')} WHERE user_id = NEW.user_id AND game_id = NEW.game_id`;
      await sql`CREATE TRIGGER library_entry_json_insert AFTER INSERT ON library_entries BEGIN ${write}; END`.execute(db);
      // Not OF entry_json, so the trigger's own update does not start it again.
      const columns = sql.join([...FIELDS, 'deleted'].map((name) => sql.ref(name)));
      await sql`CREATE TRIGGER library_entry_json_update AFTER UPDATE OF ${columns} ON library_entries BEGIN ${write}; END`.execute(db);
      return;
    }
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
