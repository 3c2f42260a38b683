/**
 * The library's statements, written once with Kysely for both databases and compiled once per
 * database (query-template.ts). Entries come back as arrays in ENTRY_COLUMNS order; the pull's pages
 * come back as JSON the database writes, so no row object is made for them.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { LibraryOp } from '../../src/contract/library.js';
import type { Dialect } from './database.js';
import { compileTemplate, slot, type QueryTemplate } from './query-template.js';
import type { LibraryEntriesTable, Tables } from './tables.js';

/** The columns every entry query selects, in this order (library-repository.ts reads them so). */
const ENTRY_COLUMNS = ['game_id', 'status', 'rating', 'note', 'created_at', 'updated_at', 'deleted', 'seq'] as const;

interface UserKey {
  user_id: string;
}

export interface LibraryQueries {
  /** Takes the user's next sequence number (and their write lock); answers [last_seq, live_entries]. */
  bumpSequence: QueryTemplate<UserKey>;
  /** Records an op_id; answers one row when it was new, none when it was already applied. */
  recordOp: QueryTemplate<UserKey & { op_id: string; processed_at: number }>;
  /** The stored entry of one game, tombstone or not. */
  entry: QueryTemplate<UserKey & { game_id: number }>;
  /** Adds `change` (1 or -1) to the user's count of live entries. */
  countLive: QueryTemplate<UserKey & { change: number }>;
  /** Stores the row an operation leaves, over whatever was there. */
  storeEntry: QueryTemplate<LibraryEntriesTable>;
  /**
   * One page of the pull in one statement: [the highest seq it holds or null, its entries as a JSON
   * array in sequence order, the cursor it starts from or null]. A `since` up to the user's last
   * sequence number gives every change after it, tombstones included; without one, or past what
   * this database gave out (restored, replaced), it starts over with every live entry.
   */
  page: QueryTemplate<UserKey & { since: number | null }>;
  /**
   * PostgreSQL only: a whole write in one statement, the database function of migration 004; one
   * row of ENTRY_COLUMNS, the stored entry. Undefined on SQLite, which runs the steps above.
   */
  applyInDatabase?: QueryTemplate<ApplyValues>;
}

/** What `library_apply` takes (migrations/004-library-apply-function.ts), in its order. */
interface ApplyValues extends UserKey {
  game_id: number;
  is_put: boolean;
  status: string | null;
  rating: number | null;
  note: string;
  time: number;
  op_id: string;
  processed_at: number;
  max_entries: number;
}

const APPLY_ARGUMENTS = ['user_id', 'game_id', 'is_put', 'status', 'rating', 'note', 'time', 'op_id', 'processed_at', 'max_entries'] as const satisfies readonly (keyof ApplyValues)[];

/** `library_apply`'s arguments for one operation, at the (clamped) `time`. */
export function applyValues(userId: string, op: LibraryOp, settings: { time: number; processedAt: number; maxEntries: number }): ApplyValues {
  const put = op.op === 'put' ? op : undefined;
  return {
    user_id: userId, game_id: op.game_id, is_put: put !== undefined, status: put?.status ?? null, rating: put?.rating ?? null, note: put?.note ?? '',
    time: settings.time, op_id: op.op_id, processed_at: settings.processedAt, max_entries: settings.maxEntries,
  };
}

/**
 * The entries as a JSON array (text) in sequence order, those `included` only, or null for none:
 * each entry's JSON is stored with it (`entry_json`, migration 005), so this only joins them.
 */
function entriesJson(dialect: Dialect, included: RawBuilder<unknown>) {
  const join = sql.raw(dialect === 'postgres' ? 'string_agg' : 'group_concat');
  return sql<string | null>`'[' || ${join}(entry_json, ',' order by seq) filter (where ${included}) || ']'`;
}

export function compileLibraryQueries(db: Kysely<Tables>, dialect: Dialect): LibraryQueries {
  const user = slot<string>('user_id');
  const since = slot<number | null>('since');
  // Null when the page starts over; the same value in all three places it is used.
  const from = sql<number | null>`case when ${since} <= coalesce(${db.selectFrom('library_sequences').select('last_seq').where('user_id', '=', user)}, 0) then cast(${since} as bigint) end`;
  const page = db
    .selectFrom('library_entries')
    .select((eb) => [
      eb.fn.max('seq').as('reached'),
      // No rows: an empty array, not null.
      eb.fn.coalesce(entriesJson(dialect, sql`${from} is not null or deleted = 0`), sql.lit('[]')).as('entries'),
      from.as('from_seq'),
    ])
    .where('user_id', '=', user)
    .where('seq', '>', sql<number>`coalesce(${from}, 0)`);
  const entries = () => db.selectFrom('library_entries').select(ENTRY_COLUMNS).where('user_id', '=', user);
  const stored: LibraryEntriesTable = {
    user_id: user,
    game_id: slot('game_id'),
    status: slot('status'),
    rating: slot('rating'),
    note: slot('note'),
    created_at: slot('created_at'),
    updated_at: slot('updated_at'),
    deleted: slot('deleted'),
    seq: slot('seq'),
  };
  const { user_id: _user, game_id: _game, ...changes } = stored;
  return {
    bumpSequence: compileTemplate(
      db
        .insertInto('library_sequences')
        .values({ user_id: user, last_seq: 1 })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet((eb) => ({ last_seq: eb('library_sequences.last_seq', '+', 1) })))
        .returning(['last_seq', 'live_entries']),
    ),
    recordOp: compileTemplate(
      db
        .insertInto('library_ops')
        .values({ user_id: user, op_id: slot('op_id'), processed_at: slot('processed_at') })
        .onConflict((conflict) => conflict.columns(['user_id', 'op_id']).doNothing())
        .returning('op_id'),
    ),
    entry: compileTemplate(entries().where('game_id', '=', slot<number>('game_id'))),
    countLive: compileTemplate(
      db
        .updateTable('library_sequences')
        .set((eb) => ({ live_entries: eb('live_entries', '+', slot<number>('change')) }))
        .where('user_id', '=', user),
    ),
    storeEntry: compileTemplate(
      db
        .insertInto('library_entries')
        .values(stored)
        .onConflict((conflict) => conflict.columns(['user_id', 'game_id']).doUpdateSet(changes)),
    ),
    page: compileTemplate(page),
    applyInDatabase:
      dialect === 'postgres'
        ? compileTemplate(
          db
            .selectFrom(sql<LibraryEntriesTable>`library_apply(${sql.join(APPLY_ARGUMENTS.map((name) => slot(name)))})`.as('applied'))
            .select(ENTRY_COLUMNS),
        )
        : undefined,
  };
}
