/**
 * How list changes merge (docs/decisions.md, "Lists: order merges by fractional positions"), one
 * rule for the server and the app. Every rule keeps the later change and settles a tie the same
 * way whatever the order the changes arrive in, so every device ends with the same lists:
 * - a list's fields merge as one, on `updated_at`; a removal on a tie;
 * - an item's presence merges on `updated_at` (an add or a move counts as present at its time, a
 *   removal wins a tie); its position and its note each on their own time, the greater value on a
 *   tie. A game is one item per list, so no merge can drop or duplicate it.
 */
import type { ItemPut, ListItemRecord, ListPut, ListRecord } from './lists.js';

/** A note alone for a game that was never in the list: nothing to attach it to. (A removed game's note still merges, unseen, so the order changes arrive in cannot matter.) */
export class ItemNeedsPositionError extends Error {
  constructor() {
    super('This game is not in the list: add it to write a note.');
    this.name = 'ItemNeedsPositionError';
  }
}

export function mergeListPut(stored: ListRecord | undefined, listId: string, put: Omit<ListPut, 'op_id'>): ListRecord {
  if (stored && stored.updated_at >= put.updated_at) return stored;
  return {
    list_id: listId,
    name: put.name,
    description: put.description,
    ranked: put.ranked,
    created_at: stored && !stored.deleted ? stored.created_at : put.updated_at,
    updated_at: put.updated_at,
    deleted: false,
    share_id: stored?.share_id ?? null,
  };
}

export function mergeListDelete(stored: ListRecord | undefined, listId: string, updatedAt: number): ListRecord {
  if (stored && stored.updated_at > updatedAt) return stored;
  // A removed list is no longer shared: its link answers as an unknown one at once.
  const base = stored ?? { list_id: listId, name: '', description: '', ranked: false, created_at: updatedAt };
  return { ...base, updated_at: updatedAt, deleted: true, share_id: null };
}

function later<T extends string>(storedValue: T, storedTime: number, value: T, time: number): boolean {
  return time > storedTime || (time === storedTime && value > storedValue);
}

export function mergeItemPut(stored: ListItemRecord | undefined, listId: string, gameId: number, put: Omit<ItemPut, 'op_id'>): ListItemRecord {
  const time = put.updated_at;
  if (!stored) {
    if (put.position === undefined) throw new ItemNeedsPositionError();
    return { list_id: listId, game_id: gameId, position: put.position, note: put.note ?? '', updated_at: time, position_updated_at: time, note_updated_at: time, deleted: false };
  }
  const next = { ...stored };
  if (put.position !== undefined) {
    if (stored.deleted ? time > stored.updated_at : time >= stored.updated_at) {
      next.deleted = false;
      next.updated_at = time;
    }
    if (later(stored.position, stored.position_updated_at, put.position, time)) {
      next.position = put.position;
      next.position_updated_at = time;
    }
  }
  if (put.note !== undefined && later(stored.note, stored.note_updated_at, put.note, time)) {
    next.note = put.note;
    next.note_updated_at = time;
  }
  return next;
}

export function mergeItemDelete(stored: ListItemRecord | undefined, listId: string, gameId: number, updatedAt: number): ListItemRecord {
  if (stored && stored.updated_at > updatedAt) return stored;
  const base = stored ?? { list_id: listId, game_id: gameId, position: '1', note: '', position_updated_at: 0, note_updated_at: 0 };
  return { ...base, updated_at: updatedAt, deleted: true };
}
