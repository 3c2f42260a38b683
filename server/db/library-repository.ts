/**
 * The personal library, one implementation for SQLite and PostgreSQL over Kysely. Last writer wins
 * per game by the device's change time (a time in the future counts as now; on a tie the stored
 * entry stays); a removal is a tombstone; an op_id already applied changes nothing; every change
 * takes the user's next sequence number, the cursor of the incremental pull.
 */
import { LIBRARY_LIMITS, type LibraryEntry, type LibraryOp } from '../../src/contract/library.js';
import { isForeignKeyViolation, type Database } from './database.js';
import type { LibraryEntriesTable } from './tables.js';

interface LibraryPage {
  entries: LibraryEntry[];
  /** The user's sequence number the page reaches, as the contract's opaque cursor. */
  cursor: string;
}

export interface LibraryRepository {
  /** Without `since`: every live entry. With it: every change (tombstones included) after that cursor. */
  list(userId: string, since?: number): Promise<LibraryPage>;
  /** Applies one operation and answers the stored entry: ours, or the newer one that already won. */
  apply(userId: string, op: LibraryOp): Promise<LibraryEntry>;
  /** Forgets the op_ids applied before `time` (ms); their replays are then judged by time alone. */
  pruneOps(time: number): Promise<void>;
}

/** The write would take the user past LIBRARY_LIMITS.entriesPerUser live entries. */
export class LibraryFullError extends Error {
  constructor() {
    super(`Your library is full: it holds at most ${LIBRARY_LIMITS.entriesPerUser.toLocaleString('en')} games. Remove some to add others.`);
    this.name = 'LibraryFullError';
  }
}

/** The user the write is for does not exist (any more). */
export class UnknownUserError extends Error {
  constructor() {
    super('no such user');
    this.name = 'UnknownUserError';
  }
}

export interface LibraryRepositoryOptions {
  /** The server's clock (ms); times after it are clamped to it. */
  now?: () => number;
  /** Most live entries per user; LIBRARY_LIMITS.entriesPerUser by default. */
  maxEntries?: number;
}

type Row = LibraryEntriesTable;

function toEntry(row: Row): LibraryEntry {
  return {
    game_id: row.game_id,
    status: row.status,
    rating: row.rating,
    note: row.note,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted: row.deleted === 1,
  };
}

/** The row an operation leaves, given the stored one (which it has already beaten). */
function nextRow(userId: string, op: LibraryOp, stored: Row | undefined, time: number, seq: number): Row {
  const live = stored !== undefined && stored.deleted === 0;
  const created_at = live ? stored.created_at : time;
  const keys = { user_id: userId, game_id: op.game_id, created_at, updated_at: time, seq };
  if (op.op === 'put') return { ...keys, status: op.status, rating: op.rating, note: op.note, deleted: 0 };
  // A removal keeps what the game was (its status) but not the person's rating and note.
  return { ...keys, status: stored?.status ?? null, rating: null, note: '', deleted: 1 };
}

export function createLibraryRepository({ kysely: db }: Database, options: LibraryRepositoryOptions = {}): LibraryRepository {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? LIBRARY_LIMITS.entriesPerUser;

  async function applyOnce(userId: string, op: LibraryOp): Promise<LibraryEntry> {
    const time = Math.min(op.updated_at, now());
    return db.transaction().execute(async (trx) => {
      // First, so that it takes the user's lock: a user's writes commit in sequence order.
      const { last_seq: seq, live_entries: live } = await trx
        .insertInto('library_sequences')
        .values({ user_id: userId, last_seq: 1 })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet((eb) => ({ last_seq: eb('library_sequences.last_seq', '+', 1) })))
        .returning(['last_seq', 'live_entries'])
        .executeTakeFirstOrThrow();
      const fresh = await trx
        .insertInto('library_ops')
        .values({ user_id: userId, op_id: op.op_id, processed_at: now() })
        .onConflict((conflict) => conflict.columns(['user_id', 'op_id']).doNothing())
        .returning('op_id')
        .executeTakeFirst();
      const stored = await trx
        .selectFrom('library_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .where('game_id', '=', op.game_id)
        .executeTakeFirst();
      if (stored && (!fresh || time <= stored.updated_at)) return toEntry(stored);

      const wasLive = stored !== undefined && stored.deleted === 0;
      const change = op.op === 'put' ? (wasLive ? 0 : 1) : wasLive ? -1 : 0;
      if (change > 0 && live >= maxEntries) throw new LibraryFullError();
      if (change !== 0) {
        await trx
          .updateTable('library_sequences')
          .set((eb) => ({ live_entries: eb('live_entries', '+', change) }))
          .where('user_id', '=', userId)
          .execute();
      }
      const row = nextRow(userId, op, stored, time, seq);
      const { user_id: _user, game_id: _game, ...changes } = row;
      await trx
        .insertInto('library_entries')
        .values(row)
        .onConflict((conflict) => conflict.columns(['user_id', 'game_id']).doUpdateSet(changes))
        .execute();
      return toEntry(row);
    });
  }

  return {
    async list(userId, since) {
      const sequence = await db.selectFrom('library_sequences').select('last_seq').where('user_id', '=', userId).executeTakeFirst();
      // A cursor past what this database ever gave out (it was restored, or replaced) starts over.
      const from = since !== undefined && since <= (sequence?.last_seq ?? 0) ? since : undefined;
      const rows = await db
        .selectFrom('library_entries')
        .selectAll()
        .where('user_id', '=', userId)
        .$if(from !== undefined, (query) => query.where('seq', '>', from ?? 0))
        .orderBy('seq')
        .execute();
      const reached = rows.reduce((highest, row) => Math.max(highest, row.seq), from ?? 0);
      const shown = from === undefined ? rows.filter((row) => row.deleted === 0) : rows;
      return { entries: shown.map(toEntry), cursor: String(reached) };
    },
    async apply(userId, op) {
      try {
        return await applyOnce(userId, op);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new UnknownUserError();
        throw error;
      }
    },
    async pruneOps(time) {
      await db.deleteFrom('library_ops').where('processed_at', '<', time).execute();
    },
  };
}
