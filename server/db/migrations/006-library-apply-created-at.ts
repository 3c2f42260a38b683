import { sql } from 'kysely';
import { LIBRARY_FULL_SQLSTATE } from './004-library-apply-function.js';
import type { Migration } from './migration.js';

/**
 * PostgreSQL only: `library_apply` (migration 004) takes a put's `created_at`, so a game brought
 * back by Undo keeps the date it was first added, as `applyPlan` in library-repository.ts does on
 * SQLite. The rest of the function is unchanged; the old one, with one argument fewer, is dropped.
 */
export const libraryApplyCreatedAtMigration: Migration = {
  name: '006-library-apply-created-at',
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    await sql`DROP FUNCTION library_apply(uuid, integer, boolean, text, integer, text, bigint, text, bigint, integer)`.execute(db);
    await sql`
      CREATE FUNCTION library_apply(
        p_user_id uuid, p_game_id integer, p_is_put boolean, p_status text, p_rating integer, p_note text,
        p_time bigint, p_op_id text, p_processed_at bigint, p_max_entries integer, p_created_at bigint
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
        -- A removal keeps what the game was (its status) but not the person's rating and note; a put
        -- that brings a game back may carry its first added date (Undo of a Remove).
        INSERT INTO library_entries AS e (user_id, game_id, status, rating, note, created_at, updated_at, deleted, seq)
          VALUES (
            p_user_id, p_game_id,
            CASE WHEN p_is_put THEN p_status ELSE stored.status END,
            CASE WHEN p_is_put THEN p_rating END,
            CASE WHEN p_is_put THEN p_note ELSE '' END,
            CASE WHEN was_live THEN stored.created_at WHEN p_is_put AND p_created_at IS NOT NULL THEN LEAST(p_created_at, p_time) ELSE p_time END,
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
