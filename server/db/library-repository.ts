/**
 * The personal library, one implementation for SQLite and PostgreSQL over Kysely. Last writer wins
 * per game by the device's change time (a time in the future counts as now; on a tie the stored
 * entry stays); a removal is a tombstone; an op_id already applied changes nothing; every change
 * takes the user's next sequence number, the cursor of the incremental pull. SQLite runs a write's
 * steps from here (applyPlan); PostgreSQL runs the same steps inside the database (library_apply).
 */
import { LIBRARY_LIMITS, type LibraryEntry, type LibraryOp } from '../../src/contract/library.js';
import { isForeignKeyViolation, type Database } from './database.js';
import { applyValues, compileLibraryQueries } from './library-queries.js';
import { LIBRARY_FULL_SQLSTATE } from './migrations/004-library-apply-function.js';
import type { TransactionPlan } from './statement-runner.js';
import type { LibraryEntriesTable } from './tables.js';

interface LibraryPage {
  entries: LibraryEntry[];
  /** The user's sequence number the page reaches, as the contract's opaque cursor. */
  cursor: string;
}

export interface LibraryRepository {
  /** Without `since`: every live entry. With it: every change (tombstones included) after that cursor. */
  list(userId: string, since?: number): Promise<LibraryPage>;
  /** What `list` answers, as the JSON text the database wrote: the GET route sends it as it is. */
  page(userId: string, since?: number): Promise<string>;
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
type Stored = Omit<Row, 'user_id'>;

/** A row of ENTRY_COLUMNS, as both databases give it (PostgreSQL's BIGINT already a number; see open-database.ts). */
function fromColumns(columns: readonly unknown[]): Stored {
  const [game_id, status, rating, note, created_at, updated_at, deleted, seq] = columns;
  return {
    game_id: game_id as number,
    status: status as Row['status'],
    rating: rating as number | null,
    note: note as string,
    created_at: created_at as number,
    updated_at: updated_at as number,
    deleted: deleted === 1 ? 1 : 0,
    seq: seq as number,
  };
}

function toEntry(row: Stored): LibraryEntry {
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
function nextRow(userId: string, op: LibraryOp, stored: Stored | undefined, time: number, seq: number): Row {
  const live = stored !== undefined && stored.deleted === 0;
  const created_at = live ? stored.created_at : time;
  const keys = { user_id: userId, game_id: op.game_id, created_at, updated_at: time, seq };
  if (op.op === 'put') return { ...keys, status: op.status, rating: op.rating, note: op.note, deleted: 0 };
  // A removal keeps what the game was (its status) but not the person's rating and note.
  return { ...keys, status: stored?.status ?? null, rating: null, note: '', deleted: 1 };
}

export function createLibraryRepository({ kysely: db, dialect, statements }: Database, options: LibraryRepositoryOptions = {}): LibraryRepository {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? LIBRARY_LIMITS.entriesPerUser;
  const queries = compileLibraryQueries(db, dialect);

  function* applyPlan(userId: string, op: LibraryOp, time: number, processedAt: number): TransactionPlan<LibraryEntry> {
    const user_id = userId;
    // First, so that it takes the user's lock: a user's writes commit in sequence order.
    const [sequence] = yield queries.bumpSequence.bind({ user_id });
    if (!sequence) throw new Error('the sequence bump answered no row');
    const seq = Number(sequence[0]);
    const live = Number(sequence[1]);
    const fresh = (yield queries.recordOp.bind({ user_id, op_id: op.op_id, processed_at: processedAt })).length > 0;
    const [found] = yield queries.entry.bind({ user_id, game_id: op.game_id });
    const stored = found && fromColumns(found);
    if (stored && (!fresh || time <= stored.updated_at)) return toEntry(stored);

    const wasLive = stored !== undefined && stored.deleted === 0;
    const change = op.op === 'put' ? (wasLive ? 0 : 1) : wasLive ? -1 : 0;
    if (change > 0 && live >= maxEntries) throw new LibraryFullError();
    if (change !== 0) yield queries.countLive.bind({ user_id, change });
    const row = nextRow(userId, op, stored, time, seq);
    yield queries.storeEntry.bind(row);
    return toEntry(row);
  }

  /** The write as one call of library_apply (PostgreSQL), or applyPlan's steps in one transaction (SQLite). */
  async function applyOnce(userId: string, op: LibraryOp, time: number, processedAt: number): Promise<LibraryEntry> {
    if (!queries.applyInDatabase) return statements.transaction(() => applyPlan(userId, op, time, processedAt));
    const [row] = await statements.rows(queries.applyInDatabase.bind(applyValues(userId, op, { time, processedAt, maxEntries })));
    if (!row) throw new Error('library_apply answered no row');
    return toEntry(fromColumns(row));
  }

  async function page(userId: string, since?: number): Promise<string> {
    // `from`: the cursor the page starts after, null when it starts over with every live entry.
    const [[reached, entries, from] = []] = await statements.rows(queries.page.bind({ user_id: userId, since: since ?? null }));
    const cursor = Math.max(Number(from ?? 0), Number(reached ?? 0));
    return `{"entries":${String(entries ?? '[]')},"cursor":"${cursor}"}`;
  }

  return {
    page,
    list: async (userId, since) => JSON.parse(await page(userId, since)) as LibraryPage,
    async apply(userId, op) {
      const time = Math.min(op.updated_at, now());
      try {
        return await applyOnce(userId, op, time, now());
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new UnknownUserError();
        if ((error as { code?: unknown } | null)?.code === LIBRARY_FULL_SQLSTATE) throw new LibraryFullError();
        throw error;
      }
    },
    async pruneOps(time) {
      await db.deleteFrom('library_ops').where('processed_at', '<', time).execute();
    },
  };
}
