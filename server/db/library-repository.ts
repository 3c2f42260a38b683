/**
 * The personal library, one implementation for SQLite and PostgreSQL over Kysely. Each field wins
 * or loses on its own change time by the contract's merge rule (library-merge.ts; a time in the
 * future counts as now); a removal is a tombstone; an op_id already applied changes nothing; every
 * change takes the user's next sequence number, the cursor of the incremental pull. SQLite runs a
 * write's steps from here (applyPlan); PostgreSQL runs the same steps inside the database
 * (library_apply, migration 007), and tests/server/db/library-merge-parity.test.ts holds the two to
 * the same answers.
 */
import { clampOp, mergeOp } from '../../src/contract/library-merge.js';
import { FIELD_TIME, LIBRARY_FIELDS, LIBRARY_LIMITS, type LibraryEntry, type LibraryOp } from '../../src/contract/library.js';
import { isForeignKeyViolation, type Database } from './database.js';
import { applyValues, compileLibraryQueries } from './library-queries.js';
import { LIBRARY_FULL_SQLSTATE } from './migrations/004-library-apply-function.js';
import { LIBRARY_NEEDS_STATUS_SQLSTATE } from './migrations/007-library-field-times.js';
import { startSequencedWrite } from './sequenced-write.js';
import type { TransactionPlan } from './statement-runner.js';
import type { LibraryEntriesTable } from './tables.js';
import { pageRows } from './page-rows.js';
import { startsOver } from './tombstone-horizons.js';

interface LibraryPage {
  entries: LibraryEntry[];
  /** The user's sequence number the page reaches, as the contract's opaque cursor. */
  cursor: string;
  /** More pages follow from `cursor`. */
  more: boolean;
  /** The cursor asked from was too old (or unknown): these pages start over with every live entry. */
  reset?: boolean;
}

export interface LibraryRepository {
  /**
   * One page of at most `pageSize` entries. Without `since` (or with one older than the compaction
   * horizon, `reset`): live entries. With it: every change (tombstones included) after that cursor.
   */
  list(userId: string, since?: number | string): Promise<LibraryPage>;
  /** What `list` answers, as the JSON text the database wrote: the GET route sends it as it is. */
  page(userId: string, since?: number | string): Promise<string>;
  /** Applies one operation and answers the stored entry: ours, or the newer one that already won. */
  apply(userId: string, op: LibraryOp): Promise<LibraryEntry>;
  /** Forgets the op_ids applied before `time` (ms); their replays are then judged by time alone. */
  pruneOps(time: number): Promise<void>;
  /** Removes the tombstones last changed before `time` (ms), first raising each user's horizon past them. */
  compactTombstones(time: number): Promise<void>;
}

/** The write would take the user past LIBRARY_LIMITS.entriesPerUser live entries. */
export class LibraryFullError extends Error {
  constructor() {
    super(`Your library is full: it holds at most ${LIBRARY_LIMITS.entriesPerUser.toLocaleString('en')} games. Remove some to add others.`);
    this.name = 'LibraryFullError';
  }
}

/** A rating or note alone for a game that is not in the library: nothing to attach it to. */
export class NeedsStatusError extends Error {
  constructor() {
    super('This game is not in your library any more: choose a status to add it again.');
    this.name = 'NeedsStatusError';
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
  /** Most entries a page of the pull holds; LIBRARY_LIMITS.entriesPerPage by default. */
  pageSize?: number;
}

type Row = LibraryEntriesTable;
type Stored = Omit<Row, 'user_id'>;

/** A row of ENTRY_COLUMNS, as both databases give it (PostgreSQL's BIGINT already a number; see open-database.ts). */
function fromColumns(columns: readonly unknown[]): Stored {
  const [game_id, status, rating, note, created_at, updated_at, deleted, seq, status_updated_at, rating_updated_at, note_updated_at] = columns;
  return {
    game_id: game_id as number,
    status: status as Row['status'],
    rating: rating as number | null,
    note: note as string,
    created_at: created_at as number,
    updated_at: updated_at as number,
    deleted: deleted === 1 ? 1 : 0,
    seq: seq as number,
    status_updated_at: status_updated_at as number,
    rating_updated_at: rating_updated_at as number,
    note_updated_at: note_updated_at as number,
  };
}

function toEntry(row: Stored): LibraryEntry {
  const entry: LibraryEntry = {
    game_id: row.game_id,
    status: row.status,
    rating: row.rating,
    note: row.note,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted: row.deleted === 1,
  };
  for (const field of LIBRARY_FIELDS) entry[FIELD_TIME[field]] = row[FIELD_TIME[field]];
  return entry;
}

function toRow(userId: string, entry: LibraryEntry, seq: number): Row {
  const { deleted, status_updated_at, rating_updated_at, note_updated_at, ...values } = entry;
  const times = { status_updated_at: status_updated_at ?? entry.updated_at, rating_updated_at: rating_updated_at ?? entry.updated_at, note_updated_at: note_updated_at ?? entry.updated_at };
  return { user_id: userId, ...values, ...times, deleted: deleted ? 1 : 0, seq };
}

function mergeOpMissing(): never {
  throw new Error('the merge kept an entry that was never stored');
}

export function createLibraryRepository(database: Database, options: LibraryRepositoryOptions = {}): LibraryRepository {
  const { kysely: db, dialect, statements } = database;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? LIBRARY_LIMITS.entriesPerUser;
  const pageSize = options.pageSize ?? LIBRARY_LIMITS.entriesPerPage;
  const queries = compileLibraryQueries(db, dialect);

  /** `op` has its times clamped already. */
  function* applyPlan(userId: string, op: LibraryOp, processedAt: number): TransactionPlan<LibraryEntry> {
    const user_id = userId;
    const { seq, live, fresh } = yield* startSequencedWrite(queries, user_id, op.op_id, processedAt);
    const [found] = yield queries.entry.bind({ user_id, game_id: op.game_id });
    const stored = found && toEntry(fromColumns(found));
    if (stored && !fresh) return stored;
    const outcome = mergeOp(stored, op);
    if (outcome.kind === 'needs-status') throw new NeedsStatusError();
    if (outcome.kind === 'absent') return outcome.entry;
    if (outcome.kind === 'same') return stored ?? mergeOpMissing();

    const wasLive = stored !== undefined && !stored.deleted;
    const change = Number(!outcome.entry.deleted) - Number(wasLive);
    if (change > 0 && live >= maxEntries) throw new LibraryFullError();
    if (change !== 0) yield queries.countLive.bind({ user_id, change });
    yield queries.storeEntry.bind(toRow(userId, outcome.entry, seq));
    return outcome.entry;
  }

  /** The write as one call of library_apply (PostgreSQL), or applyPlan's steps in one transaction (SQLite). */
  async function applyOnce(userId: string, op: LibraryOp, processedAt: number): Promise<LibraryEntry> {
    if (!queries.applyInDatabase) return statements.transaction(() => applyPlan(userId, op, processedAt));
    const [row] = await statements.rows(queries.applyInDatabase.bind(applyValues(userId, op, { processedAt, maxEntries })));
    if (!row) throw new Error('library_apply answered no row');
    return toEntry(fromColumns(row));
  }

  /**
   * One page of the pull as JSON text (docs/architecture.md, "The data layer"): the entries are the
   * JSON each row keeps. A full pull's next pages go on from a cursor marked `f` (`f1234`), which
   * the compaction horizon does not reset: a full pull needs no tombstone it removed.
   */
  async function page(userId: string, since?: number | string): Promise<string> {
    const text = since === undefined ? undefined : String(since);
    const continuing = text?.startsWith('f') ?? false;
    const [state] = await statements.rows(queries.pageState.bind({ user_id: userId }));
    const lastSeq = Number(state?.[0] ?? 0);
    const reset = startsOver(text, lastSeq, Number(state?.[1] ?? 0));
    const after = text !== undefined && !reset ? Number(continuing ? text.slice(1) : text) : undefined;
    const query = after === undefined ? queries.liveRows : queries.changeRows;
    const rows = await pageRows(database, (from, limit) => query.bind({ user_id: userId, after: from, limit }), after ?? 0, pageSize + 1, 0);
    const more = rows.length > pageSize;
    const shown = more ? rows.slice(0, pageSize) : rows;
    const reached = Number(shown[shown.length - 1]?.[0] ?? 0);
    const full = after === undefined || continuing;
    const cursor = more ? `${full ? 'f' : ''}${reached}` : String(Math.max(reached, lastSeq, after ?? 0));
    return `{"entries":[${shown.map((row) => String(row[1])).join(',')}],"cursor":"${cursor}","more":${more}${reset ? ',"reset":true' : ''}}`;
  }

  return {
    page,
    list: async (userId, since) => JSON.parse(await page(userId, since)) as LibraryPage,
    async apply(userId, op) {
      const time = now();
      try {
        return await applyOnce(userId, clampOp(op, time), time);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new UnknownUserError();
        const code = (error as { code?: unknown } | null)?.code;
        if (code === LIBRARY_FULL_SQLSTATE) throw new LibraryFullError();
        if (code === LIBRARY_NEEDS_STATUS_SQLSTATE) throw new NeedsStatusError();
        throw error;
      }
    },
    async compactTombstones(time) {
      // The horizon first: should the removal not follow, a cursor only starts over sooner than it had to.
      await statements.rows(queries.raiseHorizons.bind({ before: time }));
      await statements.rows(queries.compactTombstones.bind({ before: time }));
    },
    async pruneOps(time) {
      await db.deleteFrom('library_ops').where('processed_at', '<', time).execute();
    },
  };
}
