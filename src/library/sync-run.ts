/**
 * One sync pass as plain functions over the stored library and the server: send the outbox in
 * batches, then pull what changed since the cursor. The engine decides when; these decide what.
 */
import { LIBRARY_LIMITS, type LibraryOp } from '../contract';
import type { LibraryApi } from './library-api';
import type { LibraryDb } from './library-db';
import type { GameRecord } from './local-entry';
import { applyResponse, applyRemote, opFor } from './merge';

export interface SyncContext {
  db: LibraryDb;
  api: LibraryApi;
  userId: string;
  token: string;
  signal?: AbortSignal;
  /** Called with the records each transaction wrote, and the games it forgot. */
  written(records: GameRecord[], removed: number[]): void;
}

// Bounds a pass even while changes keep arriving: what is left waits for the next pass.
const MAX_ROUNDS = 50;

function pendingOps(records: Map<number, GameRecord>): LibraryOp[] {
  const ops: LibraryOp[] = [];
  for (const record of records.values()) {
    const op = opFor(record);
    if (op) ops.push(op);
  }
  // Oldest first, so a long outbox reaches the server in the order it was made.
  return ops.sort((a, b) => a.updated_at - b.updated_at).slice(0, LIBRARY_LIMITS.opsPerBatch);
}

/** Sends the outbox until it is empty; returns the messages of ops the server refused for good. */
export async function drainOutbox(context: SyncContext): Promise<string[]> {
  const { db, api, userId, token, signal } = context;
  const refused: string[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const ops = pendingOps((await db.load(userId)).records);
    if (ops.length === 0) break;
    const results = await api.push(token, ops, signal);
    const [written, removed] = await db.mutate(userId, ops.map((op) => op.game_id), (current) => {
      const put: GameRecord[] = [];
      const remove: number[] = [];
      ops.forEach((op, index) => {
        const result = results[index];
        const before = current.get(op.game_id);
        if (!result || !before) return;
        const after = applyResponse(before, op.op_id, result);
        if (after.refused !== undefined) refused.push(after.refused);
        if (!after.record) remove.push(op.game_id);
        else if (after.record !== before) put.push(after.record);
      });
      // A refused change was forgotten: the next pull starts over so the server's version returns.
      return { put, remove, cursor: remove.length > 0 ? null : undefined, result: [put, remove] as const };
    });
    context.written(written, removed);
  }
  return refused;
}

/**
 * Pulls changes since the stored cursor (every live entry when there is none, or when the server
 * answers `reset`: the cursor was older than the tombstones it keeps) page by page while the server
 * says there are more, at most MAX_ROUNDS pages a pass. After a full pull's last page, a stored game
 * no page named and with no pending change is forgotten; its cursor is kept only then, so a full
 * pull cut short starts over.
 */
export async function pullChanges(context: SyncContext): Promise<void> {
  const { db, api, userId, token, signal } = context;
  let cursor = (await db.load(userId)).cursor;
  let full = cursor === undefined;
  let named = new Set<number>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const page = await api.pull(token, cursor, signal);
    if (page.reset) {
      full = true;
      named = new Set();
    }
    const ids = page.entries.map((entry) => entry.game_id);
    for (const id of ids) named.add(id);
    const last = page.more !== true;
    const [written, removed] = await db.mutate(userId, full && last ? 'all' : ids, (current) => {
      const put: GameRecord[] = [];
      for (const remote of page.entries) {
        const before = current.get(remote.game_id);
        const after = applyRemote(before, remote);
        current.set(remote.game_id, after);
        if (after !== before) put.push(after);
      }
      const remove = full && last ? [...current.values()].filter((record) => !named.has(record.entry.game_id) && record.opId === undefined).map((record) => record.entry.game_id) : [];
      return { put, remove, cursor: full && !last ? undefined : page.cursor, result: [put, remove] as const };
    });
    context.written(written, removed);
    if (last || page.cursor === cursor) break;
    cursor = page.cursor;
  }
}
