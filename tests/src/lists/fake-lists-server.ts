// An in-memory lists server with the contract's merge rules, behind the ListsApi the engine calls.
import type { ListItemRecord, ListRecord, ListsOp, ListsOpResult, ListsPage } from '../../../src/contract/lists';
import { LIST_LIMITS } from '../../../src/contract/lists';
import { HttpError } from '../../../src/lib/http-client';
import type { ListsApi } from '../../../src/lists/lists-api';
import { applyOp, itemKey } from '../../../src/lists/lists-state';

export function createFakeListsServer() {
  const lists: Record<string, ListRecord> = {};
  const items: Record<string, ListItemRecord> = {};
  const seqOf = new Map<string, number>();
  let seq = 0;
  /** Tombstones up to here are compacted away: an older cursor is answered with `reset`. */
  let horizon = 0;
  const net = { up: true };
  const pushes: ListsOp[][] = [];
  const api: ListsApi = {
    async pull(_token, cursor) {
      if (!net.up) throw new HttpError('offline', 'network');
      const reset = cursor !== undefined && !cursor.startsWith('f') && Number(cursor) < horizon;
      const after = reset ? 0 : Number(cursor?.replace('f', '') ?? 0);
      const changed = (key: string) => (seqOf.get(key) ?? 0) > after;
      return {
        lists: Object.values(lists).filter((list) => changed(list.list_id)),
        items: Object.values(items).filter((item) => changed(itemKey(item.list_id, item.game_id))),
        cursor: String(seq),
        ...(reset ? { reset } : {}),
      } satisfies ListsPage;
    },
    async push(_token, ops) {
      if (!net.up) throw new HttpError('offline', 'network');
      pushes.push([...ops]);
      return ops.map((op): ListsOpResult => {
        const live = Object.values(lists).filter((list) => !list.deleted).length;
        if (op.op === 'put-list' && !lists[op.list_id] && live >= LIST_LIMITS.listsPerUser) return { status: 409, message: 'You have 100 lists, the most there can be.' };
        applyOp(lists, items, op);
        seq += 1;
        if (op.op.endsWith('-list')) {
          seqOf.set(op.list_id, seq);
          return { status: 200, list: lists[op.list_id] };
        }
        const key = itemKey(op.list_id, 'game_id' in op ? op.game_id : 0);
        seqOf.set(key, seq);
        return { status: 200, item: items[key] };
      });
    },
    setShared: async () => 'share-id-000000000000000',
    openShared: async () => {
      throw new HttpError('This list is no longer shared', 'http', 404);
    },
  };
  /** Drops every removed list and item, as the server's retention does, so older cursors start over. */
  const compact = () => {
    for (const [key, item] of Object.entries(items)) if (item.deleted || lists[item.list_id]?.deleted) delete items[key];
    for (const [id, list] of Object.entries(lists)) if (list.deleted) delete lists[id];
    horizon = seq;
  };
  return { api, lists, items, net, pushes, compact };
}
