// The server's library in memory behind the app's LibraryApi, for the engine's tests of timing and
// failures: the contract's merge rule (the one the real repository runs), idempotent by op_id, a
// sequence cursor. What the rule does on the real databases is tested against the real repository
// (tests/server/db/, tests/server/routes/library-convergence.property.test.ts).
import { clampOp, mergeOp, type LibraryEntry, type LibraryOp, type LibraryOpResult, type LibraryPage } from '../../../src/contract';
import { HttpError } from '../../../src/lib/http-client';
import type { LibraryApi } from '../../../src/library/library-api';

interface Stored {
  entry: LibraryEntry;
  seq: number;
}

export function createFakeLibraryServer(options: { clock?: () => number } = {}) {
  const users = new Map<string, Map<number, Stored>>();
  const seenOps = new Set<string>();
  const tokens = new Map<string, string>(); // token → user id
  let seq = 0;
  let down: 'network' | 'unauthorized' | 'server-error' | undefined;
  const requests: { kind: 'pull' | 'push'; token: string; ops?: readonly LibraryOp[]; cursor?: string }[] = [];

  const library = (userId: string) => {
    let map = users.get(userId);
    if (!map) users.set(userId, (map = new Map()));
    return map;
  };

  function userOf(token: string): string {
    if (down === 'network') throw new HttpError("Can't reach Freeplay right now.", 'network');
    if (down === 'server-error') throw new HttpError('Something went wrong on our side.', 'http', 500);
    const userId = tokens.get(token);
    if (!userId || down === 'unauthorized') throw new HttpError('Sign in again.', 'http', 401);
    return userId;
  }

  /** Applies one op as the server would and answers its stored entry. */
  function apply(userId: string, op: LibraryOp): LibraryOpResult {
    const map = library(userId);
    const stored = map.get(op.game_id);
    const key = `${userId}:${op.op_id}`;
    if (seenOps.has(key) && stored) return { status: 200, entry: stored.entry };
    seenOps.add(key);
    const now = options.clock?.() ?? Number.MAX_SAFE_INTEGER;
    const outcome = mergeOp(stored?.entry, clampOp(op, now));
    if (outcome.kind === 'needs-status') return { status: 409, message: 'This game is not in your library any more: choose a status to add it again.' };
    if (outcome.kind === 'store') map.set(op.game_id, { entry: outcome.entry, seq: ++seq });
    return { status: 200, entry: outcome.kind === 'same' && stored ? stored.entry : (outcome as { entry: LibraryEntry }).entry };
  }

  const api: LibraryApi = {
    async pull(token, cursor): Promise<LibraryPage> {
      requests.push({ kind: 'pull', token, cursor });
      const userId = userOf(token);
      const since = cursor === undefined ? undefined : Number(cursor);
      const rows = [...library(userId).values()].filter((row) => (since === undefined ? !row.entry.deleted : row.seq > since));
      return { entries: rows.map((row) => row.entry), cursor: String(seq) };
    },
    async push(token, ops) {
      requests.push({ kind: 'push', token, ops });
      const userId = userOf(token);
      return ops.map((op) => apply(userId, op));
    },
  };

  return {
    api,
    requests,
    apply,
    addUser: (token: string, userId: string) => tokens.set(token, userId),
    setDown: (mode: typeof down) => (down = mode),
    /** The live library of a user as the server holds it, by game id. */
    live: (userId: string) => new Map([...library(userId)].filter(([, row]) => !row.entry.deleted).map(([id, row]) => [id, row.entry])),
    entries: (userId: string) => new Map([...library(userId)].map(([id, row]) => [id, row.entry])),
  };
}
