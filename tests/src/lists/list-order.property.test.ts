/**
 * Two devices reorder (and note, add, remove) the same list while apart: whatever order their
 * changes reach the server in, it ends with one order, and every game that nobody removed is
 * still there (docs/decisions.md, "Lists: order merges by fractional positions").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evenPositions } from '../../../src/contract/list-positions';
import type { ListItemRecord, ListRecord, ListsOp } from '../../../src/contract/lists';
import { addGames, moveGame, removeGame, setNote, type ChangeClock } from '../../../src/lists/list-changes';
import { applyOp, viewOf, withLocalOps, type ListsState } from '../../../src/lists/lists-state';

const LIST_ID = 'list-0001';

function startState(games: number): ListsState {
  const list: ListRecord = { list_id: LIST_ID, name: 'Co-op', description: '', ranked: true, created_at: 1, updated_at: 1, deleted: false, share_id: null };
  const items: Record<string, ListItemRecord> = {};
  evenPositions(games).forEach((position, index) => {
    const gameId = index + 1;
    items[`${LIST_ID} ${gameId}`] = { list_id: LIST_ID, game_id: gameId, position, note: '', updated_at: 1, position_updated_at: 1, note_updated_at: 1, deleted: false };
  });
  return { lists: { [LIST_ID]: list }, items, outbox: [] };
}

type Action = { kind: 'move'; pick: number; to: number } | { kind: 'note'; pick: number } | { kind: 'add' } | { kind: 'remove'; pick: number };
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), to: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('note' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
);

/** One device acting alone on its own copy; answers its outbox and the games it removed. */
function actAlone(start: ListsState, actions: Action[], device: number, times: number[]): { ops: ListsOp[]; removed: Set<number> } {
  let state = start;
  let ops = 0;
  const clock: ChangeClock = { now: () => times[ops] ?? 2, opId: () => `d${device}-${ops++}` };
  const removed = new Set<number>();
  let nextGame = 1000 * device;
  for (const step of actions) {
    const view = viewOf(state)[0];
    if (!view) break;
    const chosen = view.items.length > 0 ? view.items[step.kind === 'add' ? 0 : step.pick % view.items.length] : undefined;
    let made: ListsOp[] = [];
    if (step.kind === 'move' && chosen) made = moveGame(view, chosen.game_id, step.to % (view.items.length + 1), clock);
    if (step.kind === 'note' && chosen) made = [setNote(LIST_ID, chosen.game_id, `note ${device}`, clock)];
    if (step.kind === 'add') made = addGames(view, [(nextGame += 1)], clock).ops;
    if (step.kind === 'remove' && chosen) {
      made = [removeGame(LIST_ID, chosen.game_id, clock)];
      removed.add(chosen.game_id);
    }
    state = withLocalOps(state, made);
  }
  return { ops: [...state.outbox], removed };
}

function serverOrder(start: ListsState, ops: ListsOp[]): { order: number[]; notes: string[] } {
  const lists = { ...start.lists };
  const items = { ...start.items };
  for (const op of ops) applyOp(lists, items, op);
  const view = viewOf({ lists, items, outbox: [] })[0];
  return { order: view?.items.map((item) => item.game_id) ?? [], notes: view?.items.map((item) => item.note) ?? [] };
}

describe('list order under concurrent changes', () => {
  it('converges on one order and loses no game, whichever device reaches the server first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.array(action, { maxLength: 25 }),
        fc.array(action, { maxLength: 25 }),
        fc.array(fc.integer({ min: 2, max: 40 }), { minLength: 60, maxLength: 60 }),
        fc.array(fc.integer({ min: 2, max: 40 }), { minLength: 60, maxLength: 60 }),
        fc.array(fc.boolean(), { maxLength: 120 }),
        (games, actionsA, actionsB, timesA, timesB, interleave) => {
          const start = startState(games);
          const a = actAlone(start, actionsA, 1, timesA);
          const b = actAlone(start, actionsB, 2, timesB);
          const aFirst = serverOrder(start, [...a.ops, ...b.ops]);
          const bFirst = serverOrder(start, [...b.ops, ...a.ops]);
          // Interleaved as two devices' batches might arrive, each device's own order kept.
          const mixed: ListsOp[] = [];
          const [restA, restB] = [[...a.ops], [...b.ops]];
          for (const fromA of interleave) {
            const next = (fromA ? restA : restB).shift();
            if (next) mixed.push(next);
          }
          mixed.push(...restA, ...restB);
          const interleaved = serverOrder(start, mixed);
          expect(bFirst).toEqual(aFirst);
          expect(interleaved).toEqual(aFirst);
          // Every game nobody removed is there, once.
          const kept = new Set(aFirst.order);
          expect(kept.size).toBe(aFirst.order.length);
          for (let gameId = 1; gameId <= games; gameId++) {
            if (!a.removed.has(gameId) && !b.removed.has(gameId)) expect(kept.has(gameId)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
