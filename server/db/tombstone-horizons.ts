/**
 * Compaction of the diary's and the lists' tombstones (docs/decisions.md, "Pulls in pages"): before
 * rows go, each person's horizon rises to the highest sequence number among them, so a cursor
 * older than the horizon starts over with a full pull (`reset`). Written once for both databases;
 * the library keeps its own precompiled statements (library-queries.ts), since its pages are its
 * hot path.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Tables } from './tables.js';

type Sequences = 'diary_sequences' | 'list_sequences';
type Rows = 'diary_entries' | 'lists' | 'list_items';

/**
 * Raises the horizon in `sequences` of every person with rows of `rows` that `removable` picks (its
 * columns qualified by `r.`) to the highest seq among them; a horizon never falls.
 */
export async function raiseHorizons(db: Kysely<Tables>, sequences: Sequences, rows: Rows, removable: RawBuilder<boolean>): Promise<void> {
  const table = sql.table(sequences);
  const current = sql.ref(`${sequences}.compacted_seq`);
  await sql`
    UPDATE ${table} SET compacted_seq = (
      SELECT CASE WHEN coalesce(max(r.seq), 0) > ${current} THEN max(r.seq) ELSE ${current} END
      FROM ${sql.table(rows)} AS r WHERE r.user_id = ${sql.ref(`${sequences}.user_id`)} AND ${removable})
    WHERE user_id IN (SELECT r.user_id FROM ${sql.table(rows)} AS r WHERE ${removable})
  `.execute(db);
}

/** Tombstones (`r.deleted = 1`) last changed before `before` (ms). */
export function oldTombstones(before: number): RawBuilder<boolean> {
  return sql<boolean>`(r.deleted = 1 AND r.updated_at < ${before})`;
}

/**
 * Whether a page asked from `since` starts over with a full pull: a cursor past what this database
 * gave out (restored, replaced) or, unless it continues a full pull (`f`), one before the horizon.
 */
export function startsOver(since: string | undefined, lastSeq: number, horizon: number): boolean {
  if (since === undefined) return false;
  const continuing = since.startsWith('f');
  const from = Number(continuing ? since.slice(1) : since);
  return from > lastSeq || (!continuing && from < horizon);
}
