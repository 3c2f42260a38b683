/**
 * The lists as one device holds them (pure, so it is tested alone): the records the server
 * confirmed, the outbox of changes not yet sent, and the pull cursor. What the person sees is the
 * server's records with the outbox applied on top by the contract's merge rules (list-merge.ts), so
 * a change shows at once, and a pulled change from another device merges with it exactly as the
 * server will.
 */
import { ItemNeedsPositionError, mergeItemDelete, mergeItemPut, mergeListDelete, mergeListPut } from '../contract/list-merge';
import { compareListItems } from '../contract/list-positions';
import type { ListItemRecord, ListRecord, ListsOp, ListsOpResult, ListsPage } from '../contract/lists';

export interface ListsState {
  lists: Readonly<Record<string, ListRecord>>;
  /** By itemKey(list id, game id). */
  items: Readonly<Record<string, ListItemRecord>>;
  outbox: readonly ListsOp[];
  cursor?: string;
}

export const EMPTY_LISTS_STATE: ListsState = { lists: {}, items: {}, outbox: [] };

export const itemKey = (listId: string, gameId: number): string => `${listId} ${gameId}`;

/** A live list with its live items in order. */
export interface ListView {
  list: ListRecord;
  items: ListItemRecord[];
}

/** Applies one operation to records (the outbox on top of the server's, or a simulated server). */
export function applyOp(lists: Record<string, ListRecord>, items: Record<string, ListItemRecord>, op: ListsOp): void {
  const list = lists[op.list_id];
  if (op.op === 'put-list') lists[op.list_id] = mergeListPut(list, op.list_id, op);
  else if (op.op === 'delete-list') lists[op.list_id] = mergeListDelete(list, op.list_id, op.updated_at);
  else {
    // The server refuses item changes for a list it does not hold live; so does the view.
    if (!list || list.deleted) return;
    const key = itemKey(op.list_id, op.game_id);
    try {
      items[key] = op.op === 'put-item' ? mergeItemPut(items[key], op.list_id, op.game_id, op) : mergeItemDelete(items[key], op.list_id, op.game_id, op.updated_at);
    } catch (error) {
      if (!(error instanceof ItemNeedsPositionError)) throw error;
    }
  }
}

/** Every live list, newest first, each with its live items in order. */
export function viewOf(state: ListsState): ListView[] {
  const lists = { ...state.lists };
  const items = { ...state.items };
  for (const op of state.outbox) applyOp(lists, items, op);
  const byList = new Map<string, ListItemRecord[]>();
  for (const item of Object.values(items)) {
    if (item.deleted) continue;
    const group = byList.get(item.list_id) ?? [];
    group.push(item);
    byList.set(item.list_id, group);
  }
  return Object.values(lists)
    .filter((list) => !list.deleted)
    .sort((a, b) => b.created_at - a.created_at || (a.list_id < b.list_id ? -1 : 1))
    .map((list) => ({ list, items: (byList.get(list.list_id) ?? []).sort(compareListItems) }));
}

/** The state after a local change: its operations join the outbox. */
export function withLocalOps(state: ListsState, ops: readonly ListsOp[]): ListsState {
  return { ...state, outbox: [...state.outbox, ...ops] };
}

function store(lists: Record<string, ListRecord>, items: Record<string, ListItemRecord>, record: { list?: ListRecord; item?: ListItemRecord }): void {
  if (record.list) lists[record.list.list_id] = record.list;
  if (record.item) items[itemKey(record.item.list_id, record.item.game_id)] = record.item;
}

/**
 * The state after the server answered a batch: each sent operation leaves the outbox (one the
 * server refused as well, with its message), and what the server stored replaces ours.
 */
export function withResults(state: ListsState, sent: readonly ListsOp[], results: readonly ListsOpResult[]): { state: ListsState; refusals: string[] } {
  const lists = { ...state.lists };
  const items = { ...state.items };
  const refusals: string[] = [];
  results.forEach((result) => {
    if (result.status === 200) store(lists, items, result);
    else if (result.message) refusals.push(result.message);
  });
  const done = new Set(sent.map((op) => op.op_id));
  return { state: { ...state, lists, items, outbox: state.outbox.filter((op) => !done.has(op.op_id)) }, refusals };
}

/** The state after a page of the pull; `fresh` (a full pull's first page) forgets what the pages do not name. */
export function withPage(state: ListsState, page: ListsPage, fresh: boolean): ListsState {
  const lists = fresh ? {} : { ...state.lists };
  const items = fresh ? {} : { ...state.items };
  for (const list of page.lists) store(lists, items, { list });
  for (const item of page.items) store(lists, items, { item });
  return { ...state, lists, items, cursor: page.cursor };
}
