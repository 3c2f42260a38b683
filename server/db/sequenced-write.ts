/**
 * How every synced write (library, diary) begins inside its transaction: it takes the user's next
 * sequence number first, which also takes the user's lock, so a user's writes commit in sequence
 * order; then it records the operation's id, which says whether it is new or a replay of one
 * already applied (docs/architecture.md, "The data layer").
 */
import type { QueryTemplate } from './query-template.js';
import type { TransactionPlan } from './statement-runner.js';

interface UserKey {
  user_id: string;
}

/** The two statements a sequenced write starts with; both feature query sets compile them. */
export interface SequenceQueries {
  /** Takes the user's next sequence number (and their write lock); answers [last_seq, live_entries]. */
  bumpSequence: QueryTemplate<UserKey>;
  /** Records an op_id; answers one row when it was new, none when it was already applied. */
  recordOp: QueryTemplate<UserKey & { op_id: string; processed_at: number }>;
}

export interface WriteStart {
  /** The sequence number this write takes. */
  seq: number;
  /** The user's live entries before this write. */
  live: number;
  /** False when this operation id was applied before: the write answers what is stored. */
  fresh: boolean;
}

export function* startSequencedWrite(queries: SequenceQueries, user_id: string, op_id: string, processedAt: number): TransactionPlan<WriteStart> {
  const [sequence] = yield queries.bumpSequence.bind({ user_id });
  if (!sequence) throw new Error('the sequence bump answered no row');
  const fresh = (yield queries.recordOp.bind({ user_id, op_id, processed_at: processedAt })).length > 0;
  return { seq: Number(sequence[0]), live: Number(sequence[1]), fresh };
}
