import { sql } from 'kysely';
import type { Migration } from './migration.js';

/** The SQLSTATE `library_apply` raises when a new live entry would pass the user's limit. */
export const LIBRARY_FULL_SQLSTATE = 'FPL01';

/**
 * PostgreSQL only: one library write as one function, so it costs one round trip instead of seven
 * (BEGIN, five statements, COMMIT) and holds the user's lock for no round trip at all
 * (docs/architecture.md, "The data layer"). It takes the steps of `applyPlan` in
 * library-repository.ts, in the same order and with the same rules, which SQLite runs as they are;
 * the repository tests hold both databases to the same answers. A VOLATILE function's statements
 * each see the rows committed before them, so the entry is read after the lock is taken, as in the
 * transaction it replaces. SQLite has no functions of this kind and keeps the steps in TypeScript.
 */
export const libraryApplyFunctionMigration: Migration = {
  name: '004-library-apply-function',
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    await sql`
      CREATE FUNCTION library_apply(
        p_user_id uuid, p_game_id integer, p_is_put boolean, p_status text, p_rating integer, p_note text,
        p_time bigint, p_op_id text, p_processed_at bigint, p_max_entries integer
      ) RETURNS library_entries
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        next_seq bigint;
        live_count integer;
        fresh boolean;
        stored library_entries;
        had_entry boolean;
        was_live boolean;
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
        IF had_entry AND (NOT fresh OR p_time <= stored.updated_at) THEN
          RETURN stored;
        END IF;

        was_live := had_entry AND stored.deleted = 0;
        change := CASE WHEN p_is_put THEN (CASE WHEN was_live THEN 0 ELSE 1 END) ELSE (CASE WHEN was_live THEN -1 ELSE 0 END) END;
        IF change > 0 AND live_count >= p_max_entries THEN
          RAISE EXCEPTION 'library full' USING ERRCODE = '${sql.raw(LIBRARY_FULL_SQLSTATE)}';
        END IF;
        IF change <> 0 THEN
          UPDATE library_sequences AS s SET live_entries = s.live_entries + change WHERE s.user_id = p_user_id;
        END IF;
        -- A removal keeps what the game was (its status) but not the person's rating and note.
        INSERT INTO library_entries AS e (user_id, game_id, status, rating, note, created_at, updated_at, deleted, seq)
          VALUES (
            p_user_id, p_game_id,
            CASE WHEN p_is_put THEN p_status ELSE stored.status END,
            CASE WHEN p_is_put THEN p_rating END,
            CASE WHEN p_is_put THEN p_note ELSE '' END,
            CASE WHEN was_live THEN stored.created_at ELSE p_time END,
            p_time,
            CASE WHEN p_is_put THEN 0 ELSE 1 END,
            next_seq
          )
          ON CONFLICT (user_id, game_id) DO UPDATE SET
            status = excluded.status, rating = excluded.rating, note = excluded.note, created_at = excluded.created_at,
            updated_at = excluded.updated_at, deleted = excluded.deleted, seq = excluded.seq
          RETURNING e.* INTO kept;
        RETURN kept;
      END
      $$
    `.execute(db);
  },
};
