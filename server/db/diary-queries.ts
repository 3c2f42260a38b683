/**
 * The diary's statements, written once with Kysely for both databases and compiled once
 * (query-template.ts). Entries come back as arrays in DIARY_COLUMNS order.
 */
import type { Kysely } from 'kysely';
import { compileTemplate, slot, type QueryTemplate } from './query-template.js';
import type { SequenceQueries } from './sequenced-write.js';
import type { DiaryEntriesTable, Tables } from './tables.js';

/** The columns every entry query selects, in this order (diary-repository.ts reads them so). */
const DIARY_COLUMNS = [
  'id', 'game_id', 'date', 'minutes', 'note', 'marker', 'created_at', 'updated_at', 'deleted',
  'date_updated_at', 'minutes_updated_at', 'note_updated_at', 'marker_updated_at', 'seq',
] as const;

interface UserKey {
  user_id: string;
}

export interface DiaryQueries extends SequenceQueries {
  entry: QueryTemplate<UserKey & { id: string }>;
  countLive: QueryTemplate<UserKey & { change: number }>;
  storeEntry: QueryTemplate<DiaryEntriesTable>;
  /** The person's [last sequence number, compaction horizon], or no row for one who never wrote. */
  pageState: QueryTemplate<UserKey>;
  /** A full pull's page: live entries after `after` in sequence order, at most `limit`. */
  liveRows: QueryTemplate<UserKey & { after: number; limit: number }>;
  /** An incremental pull's page: every change after `after`, tombstones included. */
  changeRows: QueryTemplate<UserKey & { after: number; limit: number }>;
}

export function compileDiaryQueries(db: Kysely<Tables>): DiaryQueries {
  const user = slot<string>('user_id');
  const rows = (live: boolean) =>
    db
      .selectFrom('diary_entries')
      .select(DIARY_COLUMNS)
      .where('user_id', '=', user)
      .where('seq', '>', slot<number>('after'))
      .$if(live, (query) => query.where('deleted', '=', 0))
      .orderBy('seq')
      .limit(slot<number>('limit'));
  const stored = Object.fromEntries(['user_id', ...DIARY_COLUMNS].map((column) => [column, slot(column)])) as unknown as DiaryEntriesTable;
  const { user_id: _user, id: _id, ...changes } = stored;
  return {
    bumpSequence: compileTemplate(
      db
        .insertInto('diary_sequences')
        .values({ user_id: user, last_seq: 1 })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet((eb) => ({ last_seq: eb('diary_sequences.last_seq', '+', 1) })))
        .returning(['last_seq', 'live_entries']),
    ),
    recordOp: compileTemplate(
      db
        .insertInto('diary_ops')
        .values({ user_id: user, op_id: slot('op_id'), processed_at: slot('processed_at') })
        .onConflict((conflict) => conflict.columns(['user_id', 'op_id']).doNothing())
        .returning('op_id'),
    ),
    entry: compileTemplate(db.selectFrom('diary_entries').select(DIARY_COLUMNS).where('user_id', '=', user).where('id', '=', slot<string>('id'))),
    countLive: compileTemplate(
      db.updateTable('diary_sequences').set((eb) => ({ live_entries: eb('live_entries', '+', slot<number>('change')) })).where('user_id', '=', user),
    ),
    storeEntry: compileTemplate(
      db.insertInto('diary_entries').values(stored).onConflict((conflict) => conflict.columns(['user_id', 'id']).doUpdateSet(changes)),
    ),
    pageState: compileTemplate(db.selectFrom('diary_sequences').select(['last_seq', 'compacted_seq']).where('user_id', '=', user)),
    liveRows: compileTemplate(rows(true)),
    changeRows: compileTemplate(rows(false)),
  };
}
