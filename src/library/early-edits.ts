/**
 * Changes shown before IndexedDB has written them. The library's readwrite transaction has taken
 * seconds on a busy machine (2,860 ms where it usually takes 10-60; docs/testing.md), so a chosen
 * status shows at once from memory while its write is under way. While a game has a write under
 * way, what the engine reads from storage for it (a reload, a sync pass) does not replace the
 * change shown, and when the last of its writes ends the stored record (or, after a failure, the
 * one shown before) takes its place.
 */
import type { GameRecord } from './local-entry';

interface Unwritten {
  record: GameRecord;
  writes: number;
}

export interface EarlyEdits {
  /** Shows `record` for its game until the write ends; returns the end, true when no other write of the game is under way. */
  begin(record: GameRecord): () => boolean;
  /** Puts every change still being written over records read from storage. */
  overlay(records: Map<number, GameRecord>): void;
  /** Another person, or nobody: nothing of the previous one's is shown. */
  clear(): void;
}

export function createEarlyEdits(): EarlyEdits {
  let unwritten = new Map<number, Unwritten>();
  return {
    begin(record) {
      const gameId = record.entry.game_id;
      // The generation this write belongs to: after clear(), its end touches nothing shown.
      const own = unwritten;
      own.set(gameId, { record, writes: (own.get(gameId)?.writes ?? 0) + 1 });
      let ended = false;
      return () => {
        const entry = own.get(gameId);
        if (ended || !entry) return false;
        ended = true;
        entry.writes -= 1;
        if (entry.writes > 0) return false;
        own.delete(gameId);
        return own === unwritten;
      };
    },
    overlay(records) {
      for (const [gameId, { record }] of unwritten) records.set(gameId, record);
    },
    clear() {
      unwritten = new Map();
    },
  };
}
