/**
 * The play diary, one implementation for SQLite and PostgreSQL: each write is one transaction of
 * precompiled statements (statement-runner.ts) that takes the user's next sequence number first (so a
 * user's writes commit in order), records the op_id (a replay changes nothing), and stores what the
 * contract's merge rule (diary-merge.ts) leaves. A time in the future counts as now.
 */
import { clampDiaryOp, mergeDiaryOp } from '../../src/contract/diary-merge.js';
import { DIARY_LIMITS, type DiaryEntry, type DiaryOp } from '../../src/contract/diary.js';
import { isForeignKeyViolation, type Database } from './database.js';
import { compileDiaryQueries } from './diary-queries.js';
import { UnknownUserError } from './library-repository.js';
import { startSequencedWrite } from './sequenced-write.js';
import type { TransactionPlan } from './statement-runner.js';
import { pageRows } from './page-rows.js';
import { oldTombstones, raiseHorizons, startsOver } from './tombstone-horizons.js';

interface DiaryPageResult {
  entries: DiaryEntry[];
  cursor: string;
  more: boolean;
  /** The cursor asked from was too old (or unknown): these pages start over with every live entry. */
  reset?: boolean;
}

export interface DiaryRepository {
  /**
   * One page: without `since` (or with one older than the compaction horizon, `reset`), live
   * entries (`f`-cursors continue it); with it, every change after it.
   */
  list(userId: string, since?: string): Promise<DiaryPageResult>;
  /** Applies one operation and answers the stored entry: ours, or the newer one that already won. */
  apply(userId: string, op: DiaryOp): Promise<DiaryEntry>;
  /** Forgets the op_ids applied before `time` (ms). */
  pruneOps(time: number): Promise<void>;
  /** Removes the tombstones last changed before `time` (ms), first raising each person's horizon past them. */
  compactTombstones(time: number): Promise<void>;
}

/** Why an operation was refused; `status` is what the route answers. */
export class DiaryRefusal extends Error {
  constructor(readonly status: 400 | 404 | 409, message: string, readonly field?: string) {
    super(message);
    this.name = 'DiaryRefusal';
  }
}

const DIARY_REFUSALS = {
  full: `Your diary is full: it holds at most ${DIARY_LIMITS.entriesPerUser.toLocaleString('en')} entries. Delete some to log others.`,
  missing: 'There is no diary entry with this id.',
  needsDate: 'A new diary entry needs its date.',
  otherGame: 'This entry id belongs to an entry of another game: an entry keeps its game.',
} as const;

export interface DiaryRepositoryOptions {
  now?: () => number;
  maxEntries?: number;
  pageSize?: number;
}

function fromColumns(columns: readonly unknown[]): DiaryEntry {
  const [id, game_id, date, minutes, note, marker, created_at, updated_at, deleted, date_updated_at, minutes_updated_at, note_updated_at, marker_updated_at] = columns;
  return {
    id: id as string,
    game_id: Number(game_id),
    date: date as string,
    minutes: minutes === null ? null : Number(minutes),
    note: note as string,
    marker: marker as DiaryEntry['marker'],
    created_at: Number(created_at),
    updated_at: Number(updated_at),
    deleted: Number(deleted) === 1,
    date_updated_at: Number(date_updated_at),
    minutes_updated_at: Number(minutes_updated_at),
    note_updated_at: Number(note_updated_at),
    marker_updated_at: Number(marker_updated_at),
  };
}

export function createDiaryRepository(database: Database, options: DiaryRepositoryOptions = {}): DiaryRepository {
  const { kysely: db, statements } = database;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? DIARY_LIMITS.entriesPerUser;
  const pageSize = options.pageSize ?? DIARY_LIMITS.entriesPerPage;
  const queries = compileDiaryQueries(db);

  function* applyPlan(userId: string, op: DiaryOp, processedAt: number): TransactionPlan<DiaryEntry> {
    const user_id = userId;
    const { seq, live, fresh } = yield* startSequencedWrite(queries, user_id, op.op_id, processedAt);
    const [found] = yield queries.entry.bind({ user_id, id: op.id });
    const stored = found && fromColumns(found);
    if (stored && !fresh) return stored;
    const outcome = mergeDiaryOp(stored, op);
    if (outcome.kind === 'missing') throw new DiaryRefusal(404, DIARY_REFUSALS.missing);
    if (outcome.kind === 'needs-date') throw new DiaryRefusal(400, DIARY_REFUSALS.needsDate, 'date');
    if (outcome.kind === 'other-game') throw new DiaryRefusal(409, DIARY_REFUSALS.otherGame, 'game_id');
    if (outcome.kind === 'same') {
      if (!stored) throw new Error('the merge kept an entry that was never stored');
      return stored;
    }
    const change = Number(!outcome.entry.deleted) - Number(stored !== undefined && !stored.deleted);
    if (change > 0 && live >= maxEntries) throw new DiaryRefusal(409, DIARY_REFUSALS.full);
    if (change !== 0) yield queries.countLive.bind({ user_id, change });
    const { deleted, ...values } = outcome.entry;
    yield queries.storeEntry.bind({ user_id, ...values, deleted: deleted ? 1 : 0, seq });
    return outcome.entry;
  }

  return {
    async apply(userId, op) {
      const time = now();
      try {
        return await statements.transaction(() => applyPlan(userId, clampDiaryOp(op, time), time));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new UnknownUserError();
        throw error;
      }
    },
    async list(userId, asked) {
      const [state] = await statements.rows(queries.pageState.bind({ user_id: userId }));
      const lastSeq = Number(state?.[0] ?? 0);
      const reset = startsOver(asked, lastSeq, Number(state?.[1] ?? 0));
      const since = reset ? undefined : asked;
      const continuing = since?.startsWith('f') ?? false;
      const after = since === undefined ? 0 : Number(continuing ? since.slice(1) : since);
      const full = since === undefined || continuing;
      const query = full ? queries.liveRows : queries.changeRows;
      const rows = await pageRows(database, (from, limit) => query.bind({ user_id: userId, after: from, limit }), after, pageSize + 1, 13);
      const more = rows.length > pageSize;
      const shown = more ? rows.slice(0, pageSize) : rows;
      const reached = Number(shown[shown.length - 1]?.[13] ?? 0);
      const cursor = more ? `${full ? 'f' : ''}${reached}` : String(Math.max(reached, lastSeq, after));
      return { entries: shown.map(fromColumns), cursor, more, ...(reset ? { reset } : {}) };
    },
    async pruneOps(time) {
      await db.deleteFrom('diary_ops').where('processed_at', '<', time).execute();
    },
    async compactTombstones(time) {
      // The horizon first: should the removal not follow, a cursor only starts over sooner than it had to.
      await raiseHorizons(db, 'diary_sequences', 'diary_entries', oldTombstones(time));
      await db.deleteFrom('diary_entries').where('deleted', '=', 1).where('updated_at', '<', time).execute();
    },
  };
}
