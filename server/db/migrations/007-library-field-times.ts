import { sql, type RawBuilder } from 'kysely';
import { LIBRARY_FULL_SQLSTATE } from './004-library-apply-function.js';
import { columnTypes, type Migration } from './migration.js';

/** The SQLSTATE `library_apply` raises for a rating or note alone on a game not in the library. */
export const LIBRARY_NEEDS_STATUS_SQLSTATE = 'FPL02';

/**
 * The fields that merge one by one as this migration knows them, with their SQL type and what a
 * removal leaves in them (the contract's LIBRARY_FIELDS and FIELD_AFTER_REMOVAL). Fixed here: a
 * field added later comes with a migration of its own that redefines `library_apply` over the
 * longer list.
 */
const FIELDS = [
  { name: 'status', type: 'text', cleared: (stored: string) => sql.raw(stored) },
  { name: 'rating', type: 'integer', cleared: () => sql`NULL::integer` },
  { name: 'note', type: 'text', cleared: () => sql`''` },
] as const;

const timeOf = (field: string) => `${field}_updated_at`;
const JSON_FIELDS = ['game_id', 'status', 'rating', 'note', 'created_at', 'updated_at', ...FIELDS.map((field) => timeOf(field.name))];

/** SQLite's JSON of an entry from the trigger's NEW row (as migration 005's, with the field times). */
function sqliteEntryJson(): RawBuilder<string> {
  const pairs = JSON_FIELDS.map((name) => sql`${sql.lit(name)}, ${sql.raw(`NEW.${name}`)}`);
  return sql`json_object(${sql.join(pairs)}, 'deleted', json(iif(NEW.deleted = 1, 'true', 'false')))`;
}

/** PL/pgSQL statements, one per field, joined. */
const perField = (statement: (field: (typeof FIELDS)[number]) => RawBuilder<unknown>) => sql.join(FIELDS.map(statement), sql.raw('\n'));
const everyField = (test: (field: (typeof FIELDS)[number]) => RawBuilder<unknown>) => sql.join(FIELDS.map(test), sql.raw(' AND '));

/**
 * Per-field merge (docs/decisions.md, "Per-field merge"): each field of an entry keeps the time it
 * last changed, and `library_apply` (PostgreSQL) takes the rule of the contract's library-merge.ts,
 * which SQLite runs in TypeScript: a field sent wins when it is later than the stored one, a removal
 * clears every field changed at or before it, and a removal of a game never stored stores nothing.
 * Entries stored before keep `updated_at` as every field's time, so they merge as they did.
 */
export const libraryFieldTimesMigration: Migration = {
  name: '007-library-field-times',
  async up(db, dialect) {
    const types = columnTypes(dialect);
    for (const field of FIELDS) {
      await db.schema.alterTable('library_entries').addColumn(timeOf(field.name), types.time, (column) => column.notNull().defaultTo(0)).execute();
    }
    await sql`UPDATE library_entries SET ${sql.join(FIELDS.map((field) => sql`${sql.ref(timeOf(field.name))} = updated_at`))}`.execute(db);

    if (dialect === 'sqlite') {
      await sql`DROP TRIGGER library_entry_json_insert`.execute(db);
      await sql`DROP TRIGGER library_entry_json_update`.execute(db);
      const write = sql`UPDATE library_entries SET entry_json = ${sqliteEntryJson()} WHERE user_id = NEW.user_id AND game_id = NEW.game_id`;
      await sql`CREATE TRIGGER library_entry_json_insert AFTER INSERT ON library_entries BEGIN ${write}; END`.execute(db);
      const columns = sql.join([...JSON_FIELDS, 'deleted'].map((name) => sql.ref(name)));
      await sql`CREATE TRIGGER library_entry_json_update AFTER UPDATE OF ${columns} ON library_entries BEGIN ${write}; END`.execute(db);
      await sql`UPDATE library_entries SET deleted = deleted`.execute(db);
      return;
    }

    const jsonColumns = sql.join(JSON_FIELDS.map((name) => sql.raw(`NEW.${name} AS ${name}`)));
    await sql`
      CREATE OR REPLACE FUNCTION library_entry_json() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT row_to_json(entry)::text INTO NEW.entry_json FROM (SELECT ${jsonColumns}, NEW.deleted = 1 AS deleted) AS entry;
        RETURN NEW;
      END
      $$
    `.execute(db);
    await sql`UPDATE library_entries SET entry_json = NULL`.execute(db);

    const parameters = sql.join(FIELDS.map((field) => sql.raw(`p_value_${field.name} ${field.type}, p_time_${field.name} bigint`)));
    const fieldTime = (row: string, field: (typeof FIELDS)[number]) => sql.raw(`${row}.${timeOf(field.name)}`);
    const columns = ['user_id', 'game_id', 'status', 'rating', 'note', 'created_at', 'updated_at', 'deleted', 'seq', ...FIELDS.map((field) => timeOf(field.name))];
    await sql`DROP FUNCTION library_apply(uuid, integer, boolean, text, integer, text, bigint, text, bigint, integer, bigint)`.execute(db);
    await sql`
      CREATE FUNCTION library_apply(
        p_user_id uuid, p_game_id integer, p_is_put boolean, p_time bigint, p_op_id text, p_processed_at bigint, p_max_entries integer, p_created_at bigint,
        ${parameters}
      ) RETURNS library_entries
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        next_seq bigint;
        live_count integer;
        fresh boolean;
        stored library_entries;
        had_entry boolean;
        was_live boolean;
        changed boolean := false;
        -- A put that brings a game back may carry its first added date (Undo of a Remove).
        added_at bigint := CASE WHEN p_created_at IS NOT NULL THEN least(p_created_at, p_time) ELSE p_time END;
        latest_removal bigint;
        change integer;
        kept library_entries;
      BEGIN
        -- First, so that it takes the user's lock: a user's writes commit in sequence order.
        INSERT INTO library_sequences AS s (user_id, last_seq) VALUES (p_user_id, 1)
          ON CONFLICT (user_id) DO UPDATE SET last_seq = s.last_seq + 1
          RETURNING s.last_seq, s.live_entries INTO next_seq, live_count;
        INSERT INTO library_ops (user_id, op_id, processed_at) VALUES (p_user_id, p_op_id, p_processed_at)
          ON CONFLICT (user_id, op_id) DO NOTHING;
        fresh := FOUND;
        SELECT * INTO stored FROM library_entries AS e WHERE e.user_id = p_user_id AND e.game_id = p_game_id;
        had_entry := FOUND;
        IF had_entry AND NOT fresh THEN
          RETURN stored;
        END IF;
        was_live := had_entry AND stored.deleted = 0;

        IF NOT p_is_put THEN
          IF NOT had_entry THEN
            -- A removal of a game never stored: nothing to keep a tombstone for.
            kept.user_id := p_user_id; kept.game_id := p_game_id; kept.status := NULL; kept.rating := NULL; kept.note := '';
            kept.created_at := p_time; kept.updated_at := p_time; kept.deleted := 1; kept.seq := 0;
            ${perField((field) => sql.raw(`kept.${timeOf(field.name)} := p_time;`))}
            RETURN kept;
          END IF;
          kept := stored;
          ${perField((field) => sql`
          IF NOT (${fieldTime('kept', field)} > p_time OR (${fieldTime('kept', field)} = p_time AND kept.${sql.raw(field.name)} IS NOT DISTINCT FROM ${field.cleared(`kept.${field.name}`)})) THEN
            kept.${sql.raw(field.name)} := ${field.cleared(`kept.${field.name}`)}; ${fieldTime('kept', field)} := p_time; changed := true;
          END IF;`)}
          latest_removal := CASE WHEN stored.deleted = 1 THEN greatest(stored.updated_at, p_time) ELSE p_time END;
          kept.deleted := CASE WHEN ${everyField((field) => sql`${fieldTime('kept', field)} <= latest_removal`)} THEN 1 ELSE 0 END;
          IF NOT changed AND kept.deleted = stored.deleted THEN
            RETURN stored;
          END IF;
        ELSE
          IF had_entry THEN
            kept := stored;
          ELSE
            kept.user_id := p_user_id; kept.game_id := p_game_id; kept.status := NULL; kept.rating := NULL; kept.note := '';
            kept.created_at := added_at; kept.updated_at := 0; kept.deleted := 1;
            ${perField((field) => sql.raw(`kept.${timeOf(field.name)} := 0;`))}
          END IF;
          ${perField((field) => sql`
          IF p_time_${sql.raw(field.name)} IS NOT NULL AND p_time_${sql.raw(field.name)} > ${fieldTime('kept', field)}
            AND NOT (had_entry AND stored.deleted = 1 AND p_time_${sql.raw(field.name)} <= stored.updated_at) THEN
            kept.${sql.raw(field.name)} := p_value_${sql.raw(field.name)}; ${fieldTime('kept', field)} := p_time_${sql.raw(field.name)}; changed := true;
          END IF;`)}
          IF NOT changed AND had_entry THEN
            RETURN stored;
          END IF;
          IF kept.deleted = 1 THEN
            kept.deleted := 0; kept.created_at := added_at;
          END IF;
          IF kept.status IS NULL THEN
            RAISE EXCEPTION 'needs a status' USING ERRCODE = '${sql.raw(LIBRARY_NEEDS_STATUS_SQLSTATE)}';
          END IF;
        END IF;

        kept.updated_at := greatest(${sql.join(FIELDS.map((field) => fieldTime('kept', field)))});
        change := (CASE WHEN kept.deleted = 0 THEN 1 ELSE 0 END) - (CASE WHEN was_live THEN 1 ELSE 0 END);
        IF change > 0 AND live_count >= p_max_entries THEN
          RAISE EXCEPTION 'library full' USING ERRCODE = '${sql.raw(LIBRARY_FULL_SQLSTATE)}';
        END IF;
        IF change <> 0 THEN
          UPDATE library_sequences AS s SET live_entries = s.live_entries + change WHERE s.user_id = p_user_id;
        END IF;
        kept.seq := next_seq;
        INSERT INTO library_entries AS e (${sql.raw(columns.join(', '))})
          VALUES (${sql.raw(columns.map((name) => `kept.${name}`).join(', '))})
          ON CONFLICT (user_id, game_id) DO UPDATE SET ${sql.raw(columns.slice(2).map((name) => `${name} = excluded.${name}`).join(', '))}
          RETURNING e.* INTO kept;
        RETURN kept;
      END
      $$
    `.execute(db);
  },
};
