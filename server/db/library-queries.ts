/**
 * The library's statements, written once with Kysely for both databases and compiled once per
 * database (query-template.ts). Entries come back as arrays in ENTRY_COLUMNS order; the pull's pages
 * come back as JSON the database writes, so no row object is made for them.
 */
import { sql, type Kysely } from 'kysely';
import { opFieldTime } from '../../src/contract/library-merge.js';
import { FIELD_TIME, LIBRARY_FIELDS, type LibraryOp } from '../../src/contract/library.js';
import type { Dialect } from './database.js';
import { compileTemplate, slot, type QueryTemplate } from './query-template.js';
import type { SequenceQueries } from './sequenced-write.js';
import type { LibraryEntriesTable, Tables } from './tables.js';

/** The columns every entry query selects, in this order (library-repository.ts reads them so). */
const ENTRY_COLUMNS = ['game_id', 'status', 'rating', 'note', 'created_at', 'updated_at', 'deleted', 'seq', ...LIBRARY_FIELDS.map((field) => FIELD_TIME[field])] as const;

interface UserKey {
  user_id: string;
}

export interface LibraryQueries extends SequenceQueries {
  /** The stored entry of one game, tombstone or not. */
  entry: QueryTemplate<UserKey & { game_id: number }>;
  /** Adds `change` (1 or -1) to the user's count of live entries. */
  countLive: QueryTemplate<UserKey & { change: number }>;
  /** Stores the row an operation leaves, over whatever was there. */
  storeEntry: QueryTemplate<LibraryEntriesTable>;
  /** The user's [last sequence number, compaction horizon], or no row for a user who never wrote. */
  pageState: QueryTemplate<UserKey>;
  /** A full pull's page: [seq, entry JSON] of live entries after `after`, in sequence order, at most `limit`. */
  liveRows: QueryTemplate<UserKey & { after: number; limit: number }>;
  /** An incremental pull's page: [seq, entry JSON] of every change after `after`, tombstones included. */
  changeRows: QueryTemplate<UserKey & { after: number; limit: number }>;
  /** Raises the horizon of every user with tombstones last changed before `before` to their highest seq. */
  raiseHorizons: QueryTemplate<{ before: number }>;
  /** Removes the tombstones last changed before `before`. */
  compactTombstones: QueryTemplate<{ before: number }>;
  /**
   * PostgreSQL only: a whole write in one statement, the database function of migration 007; one
   * row of ENTRY_COLUMNS, the stored entry. Undefined on SQLite, which runs the steps above.
   */
  applyInDatabase?: QueryTemplate<ApplyValues>;
}

/**
 * What `library_apply` takes (migrations/007-library-field-times.ts), in its order: per field its
 * value and the time it changed, null when the op does not send it.
 */
interface ApplyValues extends UserKey {
  game_id: number;
  is_put: boolean;
  time: number;
  op_id: string;
  processed_at: number;
  max_entries: number;
  /** A put's first added date (Undo of a Remove), or null. */
  created_at: number | null;
  [field: `value_${string}` | `time_${string}`]: unknown;
}

const APPLY_ARGUMENTS = [
  'user_id', 'game_id', 'is_put', 'time', 'op_id', 'processed_at', 'max_entries', 'created_at',
  ...LIBRARY_FIELDS.flatMap((field) => [`value_${field}`, `time_${field}`] as const),
] as const;

/** `library_apply`'s arguments for one operation, its times already clamped. */
export function applyValues(userId: string, op: LibraryOp, settings: { processedAt: number; maxEntries: number }): ApplyValues {
  const values: ApplyValues = {
    user_id: userId, game_id: op.game_id, is_put: op.op === 'put', time: op.updated_at, op_id: op.op_id, processed_at: settings.processedAt, max_entries: settings.maxEntries,
    created_at: op.op === 'put' ? op.created_at ?? null : null,
  };
  for (const field of LIBRARY_FIELDS) {
    values[`value_${field}`] = op.op === 'put' ? op[field] ?? null : null;
    values[`time_${field}`] = opFieldTime(op, field) ?? null;
  }
  return values;
}

export function compileLibraryQueries(db: Kysely<Tables>, dialect: Dialect): LibraryQueries {
  const user = slot<string>('user_id');
  const rows = (live: boolean) =>
    db
      .selectFrom('library_entries')
      .select(['seq', sql<string>`entry_json`.as('entry_json')])
      .where('user_id', '=', user)
      .where('seq', '>', slot<number>('after'))
      .$if(live, (query) => query.where('deleted', '=', 0))
      .orderBy('seq')
      .limit(slot<number>('limit'));
  const before = slot<number>('before');
  const oldTombstones = () => db.selectFrom('library_entries').where('deleted', '=', 1).where('updated_at', '<', before);
  // The highest seq among a user's tombstones old enough to go (0 when none).
  const horizon = sql<number>`coalesce((${oldTombstones().select((eb) => eb.fn.max('seq').as('seq')).where(sql<boolean>`library_entries.user_id = library_sequences.user_id`)}), 0)`;
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
    status_updated_at: slot('status_updated_at'),
    rating_updated_at: slot('rating_updated_at'),
    note_updated_at: slot('note_updated_at'),
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
    pageState: compileTemplate(db.selectFrom('library_sequences').select(['last_seq', 'compacted_seq']).where('user_id', '=', user)),
    liveRows: compileTemplate(rows(true)),
    changeRows: compileTemplate(rows(false)),
    raiseHorizons: compileTemplate(
      db.updateTable('library_sequences').set({
        compacted_seq: sql<number>`case when ${horizon} > compacted_seq then ${horizon} else compacted_seq end`,
      }).where('user_id', 'in', oldTombstones().select('user_id')),
    ),
    compactTombstones: compileTemplate(db.deleteFrom('library_entries').where('deleted', '=', 1).where('updated_at', '<', before)),
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
