/**
 * The diary's sync (docs/architecture.md, "The diary"): every change is written to IndexedDB with
 * its pending operation first and shows at once; a pass sends what waits in batches of 100
 * (POST /user/diary/batch), then pulls pages of changes (GET /user/diary?since=CURSOR). Passes run
 * at start, after each change, on the library's triggers (online, visible, focus, every 5 minutes),
 * when the live stream says the diary changed elsewhere, and never faster than the shared back-off
 * allows (its own key, so the library's pauses and the diary's stay apart).
 */
import { DIARY_LIMITS, type DiaryFieldValues, type DiaryOp } from '../contract/diary';
import { formatCount } from '../contract/format-count';
import { DIARY_BACKOFF_KEY, DIARY_SYNC_LOCK } from '../contract/storage-names';
import { registerExportPart } from '../lib/export-parts';
import { HttpError } from '../lib/http-client';
import { onLiveChange } from '../lib/live-changes';
import { createSyncBackoff, type BackoffProblem, type SyncBackoff } from '../lib/sync-backoff';
import { createRetryTimer } from '../lib/retry-timer';
import { watchSyncTriggers, withSyncLock } from '../lib/sync-triggers';
import { createDiaryApi, type DiaryApi } from './diary-api';
import { createDiaryDb, type DiaryDb } from './diary-db';
import { afterPull, afterResult, deleteRecord, editRecord, newRecord, type DiaryChanges, type DiaryRecord } from './diary-record';
import { publishRecords } from './diary-store';
import { diaryExportPart } from './transfer/diary-export';

interface DiarySession {
  token: string;
  userId: string;
}

/** What the app provides: the session, its changes, and what to do when the server refuses the token. */
export interface DiaryHost {
  getSession(): DiarySession | null;
  subscribeSession(listener: () => void): () => void;
  onUnauthorized(token: string): void;
}

export interface DiaryEngine {
  /** Logs a session; resolves with the new entry's id. */
  log(gameId: number, values: DiaryFieldValues): Promise<string>;
  edit(id: string, changes: DiaryChanges): Promise<void>;
  remove(id: string): Promise<void>;
  /** Undo of a delete: the entry as it was, later than the delete. */
  restore(id: string): Promise<void>;
  /** Many sessions at once (an import), in one transaction; each keeps its `id` unless this device already holds an entry by it. */
  logMany(items: readonly DiaryImportItem[]): Promise<void>;
  sync(): Promise<void>;
  /** Signing out's Sync now: a pass past the back-off; the changes still waiting after it, and why when some are. */
  syncNow(): Promise<{ pending: number; message?: string }>;
  /** After sign-out: removes this user's synced entries and cursor, and their pending changes unless kept. */
  forget(userId: string, keepPending: boolean): Promise<void>;
  stop(): void;
}

/** One session an import writes; `id` is its id in an exported file, kept so a second import of that file finds it. */
export interface DiaryImportItem {
  id?: string;
  gameId: number;
  values: DiaryFieldValues;
}

export interface DiaryEngineDeps {
  db: DiaryDb;
  api: DiaryApi;
  now: () => number;
  newId: () => string;
  online: () => boolean;
  backoff: SyncBackoff;
  watch: boolean;
}

export const DIARY_SYNC_MESSAGES = {
  offline: "Can't reach Freeplay right now. Your sessions are saved on this device and will sync when it's back.",
  storage: "Couldn't read or write your diary on this device. Your browser may be out of space or blocking storage.",
  full: `A diary holds at most ${formatCount(DIARY_LIMITS.entriesPerUser)} entries.`,
} as const;

class DiaryEditError extends Error {}

export function createDiaryEngine(host: DiaryHost, overrides: Partial<DiaryEngineDeps> = {}): DiaryEngine {
  const deps: DiaryEngineDeps = {
    db: createDiaryDb(),
    api: createDiaryApi(),
    now: () => Date.now(),
    newId: () => crypto.randomUUID(),
    online: () => navigator.onLine,
    backoff: createSyncBackoff({ storageKey: DIARY_BACKOFF_KEY }),
    watch: true,
    ...overrides,
  };
  let userId: string | undefined;
  let records = new Map<string, DiaryRecord>();
  let problem: string | undefined;
  let loading: Promise<void> | undefined;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  // The store is the screens' one copy: a pass that ends after stop() must not write an old state over
  // the next engine's (a stopped engine publishes nothing and schedules nothing).
  const retry = createRetryTimer(() => void sync());

  const publish = () => {
    if (!retry.stopped) publishRecords(records.values(), problem);
  };

  function load(): Promise<void> {
    const session = host.getSession();
    if (session?.userId === userId && loading) return loading;
    userId = session?.userId;
    records = new Map();
    if (!userId) {
      publish();
      return (loading = Promise.resolve());
    }
    const forUser = userId;
    loading = deps.db.load(forUser).then(({ records: stored }) => {
      if (userId === forUser) records = stored;
      publish();
    });
    return loading;
  }

  async function change<R>(ids: readonly string[] | 'all', make: (current: Map<string, DiaryRecord>) => { put: DiaryRecord[]; result: R }): Promise<R> {
    await load();
    if (!userId) throw new DiaryEditError('Sign in to keep a diary.');
    let written: DiaryRecord[] = [];
    const result = await deps.db.mutate(userId, ids, (current) => {
      const outcome = make(current);
      written = outcome.put;
      return outcome;
    });
    for (const record of written) records.set(record.entry.id, record);
    publish();
    void sync();
    return result;
  }

  function existing(current: Map<string, DiaryRecord>, id: string): DiaryRecord {
    const record = current.get(id);
    if (!record) throw new DiaryEditError('This diary entry is no longer on this device.');
    return record;
  }

  const opId = () => deps.newId().replace(/[^A-Za-z0-9_-]/g, '');

  async function push(session: DiarySession, forUser: string): Promise<void> {
    for (;;) {
      const waiting = [...records.values()].filter((record) => record.pending && !record.refused).slice(0, DIARY_LIMITS.opsPerBatch);
      const ops = waiting.flatMap((record) => (record.pending ? [record.pending] : []));
      if (ops.length === 0) return;
      const results = await deps.api.push(session.token, ops);
      const sent = new Map<string, DiaryOp>(ops.map((op) => [op.id, op]));
      const resultOf = new Map(ops.map((op, index) => [op.id, results[index]]));
      await deps.db.mutate(forUser, [...sent.keys()], (current) => {
        const put: DiaryRecord[] = [];
        const remove: string[] = [];
        for (const [id, op] of sent) {
          const now = current.get(id);
          const result = resultOf.get(id);
          if (!now || !result) continue;
          const next = afterResult(now, op, result);
          if (next) put.push(next);
          else remove.push(id);
        }
        for (const record of put) records.set(record.entry.id, record);
        for (const id of remove) records.delete(id);
        return { put, remove, result: undefined };
      });
      publish();
    }
  }

  /**
   * Pulls pages of changes since the stored cursor. A full pull (no cursor yet, or the server's
   * `reset`: the cursor is older than the tombstones it keeps) forgets, after its last page, every
   * stored entry no page named and with no pending change, since its tombstone may be gone; its
   * cursor is stored only then, so a full pull cut short starts over.
   */
  async function pull(session: DiarySession, forUser: string): Promise<void> {
    let { cursor } = await deps.db.load(forUser);
    let full = cursor === undefined;
    let named = new Set<string>();
    for (;;) {
      const page = await deps.api.pull(session.token, cursor);
      if (page.reset) {
        full = true;
        named = new Set();
      }
      const ids = page.entries.map((entry) => entry.id);
      for (const id of ids) named.add(id);
      const last = !page.more;
      const forget = full && last;
      await deps.db.mutate(forUser, forget ? 'all' : ids, (current) => {
        const put: DiaryRecord[] = [];
        const remove: string[] = [];
        for (const entry of page.entries) {
          const next = afterPull(current.get(entry.id), entry);
          if (next) put.push(next);
          else remove.push(entry.id);
        }
        if (forget) {
          for (const [id, record] of current) if (!named.has(id) && !record.pending) remove.push(id);
        }
        for (const record of put) records.set(record.entry.id, record);
        for (const id of remove) records.delete(id);
        return { put, remove, cursor: full && !last ? undefined : page.cursor, result: undefined };
      });
      cursor = page.cursor;
      if (last) break;
    }
    publish();
  }

  async function pass(): Promise<void> {
    await load();
    const session = host.getSession();
    if (!session || session.userId !== userId) return;
    try {
      await withSyncLock(async () => {
        await push(session, session.userId);
        await pull(session, session.userId);
      }, DIARY_SYNC_LOCK);
      deps.backoff.succeeded();
      problem = undefined;
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) {
        host.onUnauthorized(session.token);
        return;
      }
      const failure: BackoffProblem = { kind: error instanceof HttpError ? 'offline' : 'error', message: error instanceof HttpError ? DIARY_SYNC_MESSAGES.offline : DIARY_SYNC_MESSAGES.storage };
      problem = failure.message;
      const delay = deps.backoff.failed(failure, error instanceof HttpError ? error.retryAfterMs : undefined);
      retry.schedule(delay);
    }
    publish();
  }

  function sync(force = false): Promise<void> {
    if (!deps.online()) {
      problem = DIARY_SYNC_MESSAGES.offline;
      publish();
      return Promise.resolve();
    }
    if (!force && retry.waitOut(deps.backoff.wait())) return Promise.resolve();
    // A pass already under way may have read the outbox before this change: one more follows it.
    if (running) {
      queued ??= running.then(() => {
        queued = undefined;
        return sync();
      });
      return force ? queued.then(() => sync(true)) : queued;
    }
    running = pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  const nudge = () => void sync();
  const stopTriggers = deps.watch ? watchSyncTriggers(nudge, () => void sync()) : () => undefined;
  const stopLive = deps.watch ? onLiveChange('diary', nudge) : () => undefined;
  const stopSession = host.subscribeSession(() => void load().then(nudge));
  // The library's JSON export carries the diary too (src/lib/export-parts.ts).
  const stopExport = registerExportPart('diary', diaryExportPart);
  void load().then(nudge);

  return {
    log: (gameId, values) =>
      change([], () => {
        const record = newRecord(deps.newId(), gameId, values, deps.now(), opId());
        return { put: [record], result: record.entry.id };
      }),
    edit: (id, changes) => change([id], (current) => ({ put: [editRecord(existing(current, id), changes, deps.now(), opId())], result: undefined })),
    remove: (id) => change([id], (current) => ({ put: [deleteRecord(existing(current, id), deps.now(), opId())], result: undefined })),
    restore: (id) => change([id], (current) => ({ put: [editRecord(existing(current, id), {}, deps.now(), opId())], result: undefined })),
    logMany: (items) =>
      change(items.flatMap((item) => (item.id === undefined ? [] : [item.id])), (current) => {
        const live = [...records.values()].filter((record) => !record.entry.deleted).length;
        if (live + items.length > DIARY_LIMITS.entriesPerUser) throw new DiaryEditError(`${DIARY_SYNC_MESSAGES.full} This import would make it ${live + items.length}.`);
        const time = deps.now();
        // An id this device holds (a deleted entry's, say) is left to it: the session comes back as a new entry.
        const idOf = (item: DiaryImportItem) => (item.id !== undefined && !current.has(item.id) && !records.has(item.id) ? item.id : deps.newId());
        return { put: items.map((item) => newRecord(idOf(item), item.gameId, item.values, time, opId())), result: undefined };
      }),
    sync: () => sync(),
    async syncNow() {
      await sync(true);
      return { pending: [...records.values()].filter((record) => record.pending).length, message: problem };
    },
    // Under the sync lock, so a pass still running for this user cannot write after it.
    forget: (forUser, keepPending) => withSyncLock(() => deps.db.forget(forUser, keepPending), DIARY_SYNC_LOCK),
    stop() {
      retry.stop();
      stopTriggers();
      stopSession();
      stopLive();
      stopExport();
    },
  };
}
