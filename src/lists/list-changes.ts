/**
 * The operations a person's actions on their lists make (pure): each names its own op id and time,
 * and a move writes only the moved game's position unless the keys have grown too long, when the
 * whole list is renumbered (docs/decisions.md, "Lists: order merges by fractional positions").
 */
import { evenPositions, positionAfter, positionBetween, POSITION_RENUMBER_LENGTH } from '../contract/list-positions';
import { LIST_LIMITS, type ListsOp } from '../contract/lists';
import type { ListView } from './lists-state';

export interface ChangeClock {
  now(): number;
  opId(): string;
}

let lastTime = 0;
/** Times never repeat on one device, so an Undo made in the same millisecond still comes after what it undoes. */
export const systemClock: ChangeClock = {
  now: () => (lastTime = Math.max(Date.now(), lastTime + 1)),
  opId: () => crypto.randomUUID(),
};

export interface ListFields {
  name: string;
  description: string;
  ranked: boolean;
}

export function putList(listId: string, fields: ListFields, clock: ChangeClock): ListsOp {
  return { op: 'put-list', list_id: listId, ...fields, updated_at: clock.now(), op_id: clock.opId() };
}

export function deleteList(listId: string, clock: ChangeClock): ListsOp {
  return { op: 'delete-list', list_id: listId, updated_at: clock.now(), op_id: clock.opId() };
}

function renumber(view: ListView, order: readonly number[], clock: ChangeClock): ListsOp[] {
  const positions = evenPositions(order.length);
  const time = clock.now();
  return order.map((gameId, index) => ({ op: 'put-item', list_id: view.list.list_id, game_id: gameId, position: positions[index] ?? 'V', updated_at: time, op_id: clock.opId() }));
}

/**
 * Adds games not yet in the list at its end, up to the list's limit; answers the operations and
 * the games left out because the list was full.
 */
export function addGames(view: ListView, gameIds: readonly number[], clock: ChangeClock): { ops: ListsOp[]; added: number[]; skipped: number[] } {
  const present = new Set(view.items.map((item) => item.game_id));
  const fresh = [...new Set(gameIds)].filter((gameId) => !present.has(gameId));
  const room = Math.max(0, LIST_LIMITS.itemsPerList - view.items.length);
  const added = fresh.slice(0, room);
  let last = view.items.at(-1)?.position;
  const keys = added.map((gameId) => {
    last = positionAfter(last);
    return { gameId, position: last };
  });
  if (keys.some((key) => key.position.length > POSITION_RENUMBER_LENGTH)) {
    return { ops: renumber(view, [...view.items.map((item) => item.game_id), ...added], clock), added, skipped: fresh.slice(room) };
  }
  const time = clock.now();
  const ops = keys.map(({ gameId, position }): ListsOp => ({ op: 'put-item', list_id: view.list.list_id, game_id: gameId, position, updated_at: time, op_id: clock.opId() }));
  return { ops, added, skipped: fresh.slice(room) };
}

/** Moves a game to `index` (0-based, clamped) of the list. */
export function moveGame(view: ListView, gameId: number, index: number, clock: ChangeClock): ListsOp[] {
  const others = view.items.filter((item) => item.game_id !== gameId);
  if (others.length === view.items.length) return [];
  const to = Math.min(Math.max(index, 0), others.length);
  const before = others[to - 1]?.position;
  const after = others[to]?.position;
  const position = positionBetween(before, after);
  const fits = (before === undefined || before < position) && (after === undefined || position < after);
  if (!fits || position.length > POSITION_RENUMBER_LENGTH) {
    const order = others.map((item) => item.game_id);
    order.splice(to, 0, gameId);
    return renumber(view, order, clock);
  }
  return [{ op: 'put-item', list_id: view.list.list_id, game_id: gameId, position, updated_at: clock.now(), op_id: clock.opId() }];
}

export function removeGame(listId: string, gameId: number, clock: ChangeClock): ListsOp {
  return { op: 'delete-item', list_id: listId, game_id: gameId, updated_at: clock.now(), op_id: clock.opId() };
}

/** Brings a removed game back where it was, with its note (Undo). */
export function restoreGame(listId: string, gameId: number, position: string, note: string, clock: ChangeClock): ListsOp {
  return { op: 'put-item', list_id: listId, game_id: gameId, position, note, updated_at: clock.now(), op_id: clock.opId() };
}

export function setNote(listId: string, gameId: number, note: string, clock: ChangeClock): ListsOp {
  return { op: 'put-item', list_id: listId, game_id: gameId, note, updated_at: clock.now(), op_id: clock.opId() };
}
