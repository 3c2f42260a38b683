/**
 * A person's lists, one implementation for SQLite and PostgreSQL over Kysely (docs/lists.md).
 * Each write runs in one transaction that first takes the user's next sequence number (which, on
 * PostgreSQL, also locks the user's row, so one person's writes apply one at a time), skips an
 * op_id already applied, merges by the contract's rules (list-merge.ts; a time in the future
 * counts as now) and checks the limits. Order is sorted here, never by the database's collation.
 */
import { sql, type Transaction } from 'kysely';
import { compareListItems } from '../../src/contract/list-positions.js';
import { mergeItemDelete, mergeItemPut, mergeListDelete, mergeListPut } from '../../src/contract/list-merge.js';
import { LIST_LIMITS, type ListItemRecord, type ListRecord, type ListsOp, type ListsPage, type OneList, type SharedList } from '../../src/contract/lists.js';
import { isForeignKeyViolation, type Database } from './database.js';
import { UnknownUserError } from './library-repository.js';
import type { ListItemsTable, ListsTable, Tables } from './tables.js';
import { oldTombstones, raiseHorizons, startsOver } from './tombstone-horizons.js';

type ListsOpOutcome = { list: ListRecord } | { item: ListItemRecord };

export interface ListsRepository {
  /**
   * One page of changes after `since` (digits), or of live records for a full pull (none, or `f`
   * and digits, or a cursor older than the compaction horizon: `reset`).
   */
  page(userId: string, since?: string): Promise<ListsPage>;
  /** A live list of the user's with its live items in order; undefined for any other id. */
  one(userId: string, listId: string): Promise<OneList | undefined>;
  apply(userId: string, op: ListsOp): Promise<ListsOpOutcome>;
  /** Gives a live list of the user's this share id (replacing any other); false when there is no such list. */
  share(userId: string, listId: string, shareId: string): Promise<boolean>;
  /** Makes the list private again; false when there is no such live list. */
  unshare(userId: string, listId: string): Promise<boolean>;
  /** The list a share id names while it is shared, with its owner's first name. */
  shared(shareId: string): Promise<SharedList | undefined>;
  pruneOps(time: number): Promise<void>;
  /**
   * Removes the lists and items removed before `time` (ms), and the items of those lists, first
   * raising each person's horizon past them.
   */
  compactTombstones(time: number): Promise<void>;
}

/** Creating the list would take the user past LIST_LIMITS.listsPerUser. */
export class TooManyListsError extends Error {
  constructor() {
    super(`You have ${LIST_LIMITS.listsPerUser} lists, the most there can be: remove one to make another.`);
    this.name = 'TooManyListsError';
  }
}

/** Adding the game would take the list past LIST_LIMITS.itemsPerList. */
export class ListFullError extends Error {
  constructor() {
    super(`This list is full: it holds at most ${LIST_LIMITS.itemsPerList} games. Remove some to add others.`);
    this.name = 'ListFullError';
  }
}

/** An item change for a list the user does not have (never made, removed, or someone else's). */
export class ListNotFoundError extends Error {
  constructor() {
    super('There is no such list: it may have been removed on another device.');
    this.name = 'ListNotFoundError';
  }
}

type Trx = Transaction<Tables>;

const toList = (row: ListsTable): ListRecord => ({
  list_id: row.list_id, name: row.name, description: row.description, ranked: row.ranked === 1,
  created_at: row.created_at, updated_at: row.updated_at, deleted: row.deleted === 1, share_id: row.share_id,
});
const toItem = (row: ListItemsTable): ListItemRecord => ({
  list_id: row.list_id, game_id: row.game_id, position: row.position, note: row.note, updated_at: row.updated_at,
  position_updated_at: row.position_updated_at, note_updated_at: row.note_updated_at, deleted: row.deleted === 1,
});

const CURSOR = /^(f?)([0-9]{1,15})$/;

export function createListsRepository(database: Database, options: { now?: () => number } = {}): ListsRepository {
  const { kysely } = database;
  const now = options.now ?? Date.now;

  async function nextSeq(trx: Trx, userId: string): Promise<number> {
    try {
      const row = await trx.insertInto('list_sequences').values({ user_id: userId, last_seq: 1 })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ last_seq: sql<number>`list_sequences.last_seq + 1` }))
        .returning('last_seq').executeTakeFirstOrThrow();
      return Number(row.last_seq);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new UnknownUserError();
      throw error;
    }
  }

  const listRow = (trx: Trx, userId: string, listId: string) =>
    trx.selectFrom('lists').selectAll().where('user_id', '=', userId).where('list_id', '=', listId).executeTakeFirst();
  const itemRow = (trx: Trx, userId: string, listId: string, gameId: number) =>
    trx.selectFrom('list_items').selectAll().where('user_id', '=', userId).where('list_id', '=', listId).where('game_id', '=', gameId).executeTakeFirst();

  async function writeList(trx: Trx, userId: string, list: ListRecord, seq: number): Promise<void> {
    const row = { name: list.name, description: list.description, ranked: list.ranked ? 1 as const : 0 as const, created_at: list.created_at, updated_at: list.updated_at, deleted: list.deleted ? 1 as const : 0 as const, share_id: list.share_id, seq };
    await trx.insertInto('lists').values({ user_id: userId, list_id: list.list_id, ...row })
      .onConflict((conflict) => conflict.columns(['user_id', 'list_id']).doUpdateSet(row)).execute();
  }

  async function writeItem(trx: Trx, userId: string, item: ListItemRecord, seq: number): Promise<void> {
    const row = { position: item.position, note: item.note, updated_at: item.updated_at, position_updated_at: item.position_updated_at, note_updated_at: item.note_updated_at, deleted: item.deleted ? 1 as const : 0 as const, seq };
    await trx.insertInto('list_items').values({ user_id: userId, list_id: item.list_id, game_id: item.game_id, ...row })
      .onConflict((conflict) => conflict.columns(['user_id', 'list_id', 'game_id']).doUpdateSet(row)).execute();
  }

  async function count(trx: Trx, query: 'lists' | 'list_items', userId: string, listId?: string): Promise<number> {
    let select = trx.selectFrom(query).select(sql<number>`count(*)`.as('n')).where('user_id', '=', userId).where('deleted', '=', 0);
    if (listId !== undefined) select = select.where('list_id', '=', listId);
    return Number((await select.executeTakeFirstOrThrow()).n);
  }

  async function applyIn(trx: Trx, userId: string, op: ListsOp): Promise<ListsOpOutcome> {
    const seq = await nextSeq(trx, userId);
    const seen = await trx.selectFrom('list_ops').select('op_id').where('user_id', '=', userId).where('op_id', '=', op.op_id).executeTakeFirst();
    const time = Math.min(op.updated_at, now());
    const storedList = await listRow(trx, userId, op.list_id);
    const list = storedList && toList(storedList);
    if (op.op === 'put-list' || op.op === 'delete-list') {
      if (seen && list) return { list };
      const merged = op.op === 'put-list' ? mergeListPut(list, op.list_id, { ...op, updated_at: time }) : mergeListDelete(list, op.list_id, time);
      if (!merged.deleted && (!list || list.deleted) && (await count(trx, 'lists', userId)) >= LIST_LIMITS.listsPerUser) throw new TooManyListsError();
      if (merged !== list) await writeList(trx, userId, merged, seq);
      // A list brought back (Undo) brings its games back to devices whose full pull left them out.
      if (list?.deleted && !merged.deleted) await trx.updateTable('list_items').set({ seq }).where('user_id', '=', userId).where('list_id', '=', op.list_id).execute();
      if (!seen) await trx.insertInto('list_ops').values({ user_id: userId, op_id: op.op_id, processed_at: now() }).execute();
      return { list: merged };
    }
    if (!list || list.deleted) throw new ListNotFoundError();
    const storedItem = await itemRow(trx, userId, op.list_id, op.game_id);
    const item = storedItem && toItem(storedItem);
    if (seen && item) return { item };
    const merged = op.op === 'put-item' ? mergeItemPut(item, op.list_id, op.game_id, { ...op, updated_at: time }) : mergeItemDelete(item, op.list_id, op.game_id, time);
    if (!merged.deleted && (!item || item.deleted) && (await count(trx, 'list_items', userId, op.list_id)) >= LIST_LIMITS.itemsPerList) throw new ListFullError();
    if (merged !== item) await writeItem(trx, userId, merged, seq);
    if (!seen) await trx.insertInto('list_ops').values({ user_id: userId, op_id: op.op_id, processed_at: now() }).execute();
    return { item: merged };
  }

  async function liveItems(userId: string, listId: string): Promise<ListItemRecord[]> {
    const rows = await kysely.selectFrom('list_items').selectAll().where('user_id', '=', userId).where('list_id', '=', listId).where('deleted', '=', 0).execute();
    return rows.map(toItem).sort(compareListItems);
  }

  return {
    async page(userId, asked) {
      const state = await kysely.selectFrom('list_sequences').select(['last_seq', 'compacted_seq']).where('user_id', '=', userId).executeTakeFirst();
      const lastSeq = Number(state?.last_seq ?? 0);
      const reset = startsOver(asked, lastSeq, Number(state?.compacted_seq ?? 0));
      const since = reset ? undefined : asked;
      const [, full = 'f', from = '0'] = since === undefined ? [] : (CURSOR.exec(since) ?? []);
      const after = Number(from);
      const isFull = since === undefined || full === 'f';
      const limit = LIST_LIMITS.recordsPerPage;
      let lists = kysely.selectFrom('lists').selectAll().where('user_id', '=', userId).where('seq', '>', after);
      let items = kysely.selectFrom('list_items').selectAll().where('user_id', '=', userId).where('seq', '>', after);
      if (isFull) {
        lists = lists.where('deleted', '=', 0);
        // A full pull leaves out the items of removed lists: they come back with an Undo's change.
        items = items.where('deleted', '=', 0).where('list_id', 'in', kysely.selectFrom('lists').select('list_id').where('user_id', '=', userId).where('deleted', '=', 0));
      }
      const [listRows, itemRows] = await Promise.all([lists.orderBy('seq').limit(limit + 1).execute(), items.orderBy('seq').limit(limit + 1).execute()]);
      const records = [...listRows.map((row) => ({ seq: Number(row.seq), list: toList(row) })), ...itemRows.map((row) => ({ seq: Number(row.seq), item: toItem(row) }))]
        .sort((a, b) => a.seq - b.seq);
      const taken = records.slice(0, limit);
      const more = records.length > limit;
      const reached = taken.at(-1)?.seq ?? after;
      const cursor = more ? `${isFull ? 'f' : ''}${reached}` : String(Math.max(reached, isFull ? lastSeq : after));
      return {
        lists: taken.flatMap((record) => ('list' in record && record.list ? [record.list] : [])),
        items: taken.flatMap((record) => ('item' in record && record.item ? [record.item] : [])),
        cursor,
        ...(more ? { more: true } : {}),
        ...(reset ? { reset } : {}),
      };
    },
    async one(userId, listId) {
      const row = await kysely.selectFrom('lists').selectAll().where('user_id', '=', userId).where('list_id', '=', listId).where('deleted', '=', 0).executeTakeFirst();
      return row ? { list: toList(row), items: await liveItems(userId, listId) } : undefined;
    },
    apply: (userId, op) => kysely.transaction().execute((trx) => applyIn(trx, userId, op)),
    share(userId, listId, shareId) {
      return kysely.transaction().execute(async (trx) => {
        const seq = await nextSeq(trx, userId);
        const result = await trx.updateTable('lists').set({ share_id: shareId, seq }).where('user_id', '=', userId).where('list_id', '=', listId).where('deleted', '=', 0).executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      });
    },
    unshare(userId, listId) {
      return kysely.transaction().execute(async (trx) => {
        const seq = await nextSeq(trx, userId);
        const result = await trx.updateTable('lists').set({ share_id: null, seq }).where('user_id', '=', userId).where('list_id', '=', listId).where('deleted', '=', 0).executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      });
    },
    async shared(shareId) {
      const row = await kysely.selectFrom('lists').innerJoin('users', 'users.id', 'lists.user_id')
        .select(['lists.user_id', 'lists.list_id', 'lists.name', 'lists.description', 'lists.ranked', 'users.first_name'])
        .where('lists.share_id', '=', shareId).where('lists.deleted', '=', 0).executeTakeFirst();
      if (!row) return undefined;
      const items = await liveItems(row.user_id, row.list_id);
      return {
        share_id: shareId, owner_first_name: row.first_name, name: row.name, description: row.description, ranked: row.ranked === 1,
        items: items.map((item) => ({ game_id: item.game_id, note: item.note })),
      };
    },
    async pruneOps(time) {
      await kysely.deleteFrom('list_ops').where('processed_at', '<', time).execute();
    },
    async compactTombstones(time) {
      const tombstones = oldTombstones(time);
      // An item goes with its removed list, whatever its own state: nothing can show it again.
      const items = sql<boolean>`(${tombstones} OR r.list_id IN (SELECT l.list_id FROM lists AS l WHERE l.user_id = r.user_id AND l.deleted = 1 AND l.updated_at < ${time}))`;
      // The horizons first: should the removal not follow, a cursor only starts over sooner than it had to.
      await raiseHorizons(kysely, 'list_sequences', 'lists', tombstones);
      await raiseHorizons(kysely, 'list_sequences', 'list_items', items);
      await sql`DELETE FROM list_items AS r WHERE ${items}`.execute(kysely);
      await kysely.deleteFrom('lists').where('deleted', '=', 1).where('updated_at', '<', time).execute();
    },
  };
}
