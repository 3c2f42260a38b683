// An in-memory /user/diary with the contract's merge rule, for the engine's tests.
import { mergeDiaryOp } from '../../../src/contract/diary-merge';
import type { DiaryEntry, DiaryOp, DiaryOpResult, DiaryPage } from '../../../src/contract/diary';
import type { DiaryApi } from '../../../src/diary/diary-api';
import { HttpError } from '../../../src/lib/http-client';

export function createFakeDiaryServer(options: { knownGames?: ReadonlySet<number> } = {}) {
  const entries = new Map<string, { entry: DiaryEntry; seq: number }>();
  const net = { up: true };
  let seq = 0;
  /** Tombstones up to here are compacted away: an older cursor is answered with `reset`. */
  let horizon = 0;
  const pushes: DiaryOp[][] = [];
  const down = () => new HttpError("Can't reach Freeplay right now.", 'network');
  const api: DiaryApi = {
    async push(_token, ops) {
      if (!net.up) throw down();
      pushes.push([...ops]);
      return ops.map((op): DiaryOpResult => {
        if (op.op === 'put' && options.knownGames && !options.knownGames.has(op.game_id)) return { status: 400, message: 'There is no game with this id in the catalogue.' };
        const outcome = mergeDiaryOp(entries.get(op.id)?.entry, op);
        if (outcome.kind === 'missing') return { status: 404, message: 'There is no diary entry with this id.' };
        if (outcome.kind === 'store') entries.set(op.id, { entry: outcome.entry, seq: ++seq });
        const stored = entries.get(op.id);
        return stored ? { status: 200, entry: stored.entry } : { status: 400, message: outcome.kind };
      });
    },
    async pull(_token, cursor): Promise<DiaryPage> {
      if (!net.up) throw down();
      const reset = cursor !== undefined && Number(cursor) < horizon;
      const full = cursor === undefined || reset;
      const after = full ? 0 : Number(cursor);
      const changed = [...entries.values()].filter((row) => row.seq > after && (!full || !row.entry.deleted));
      return { entries: changed.map((row) => row.entry), cursor: String(seq), more: false, ...(reset ? { reset } : {}) };
    },
  };
  /** Drops every tombstone, as the server's retention does, so older cursors start over. */
  const compact = () => {
    for (const [id, row] of entries) if (row.entry.deleted) entries.delete(id);
    horizon = seq;
  };
  return { api, entries, net, pushes, compact };
}
