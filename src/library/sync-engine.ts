/**
 * The library's engine, loaded after the first paint (start-library.ts): it keeps the signed-in
 * person's stored library in memory for the hooks, writes each change with its outbox entry, and
 * decides when to sync: at start, after each change, on online and visible, every five minutes,
 * on Retry, after a failure with growing pauses, and when the service worker's `sync` event asks.
 */
import { LIBRARY_LIMITS, parseGameId, validateLibraryPut } from '../contract';
import { LIBRARY_SYNC_TAG } from '../contract/library-sync';
import { createLibraryApi, type LibraryApi } from './library-api';
import { createLibraryDb, type LibraryDb } from './library-db';
import { publishRecords, publishSync } from './publish';
import type { GameRecord, ImportItem, LibraryEdit } from './local-entry';
import { applyEdit, applyImport, LibraryEditError } from './merge';
import type { LibraryHost, LibrarySession } from './start-library';
import { describeSync, problemFrom, SYNC_MESSAGES, type SyncProblem } from './sync-status';
import { drainOutbox, pullChanges } from './sync-run';
import { requestBackgroundSync, watchSyncTriggers, withSyncLock } from './sync-triggers';
import { openTabChannel } from './tab-channel';

export interface SyncEngine {
  edit(gameId: number, edit: LibraryEdit): Promise<void>;
  importEntries(items: readonly ImportItem[]): Promise<void>;
  /** One sync pass (send the outbox; with `pull`, then fetch changes); joins a pass already running. */
  sync(pull?: boolean): Promise<void>;
  stop(): void;
}

export interface EngineDeps {
  db: LibraryDb;
  api: LibraryApi;
  now: () => number;
  newOpId: () => string;
  online: () => boolean;
}

const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 30_000;

export function createSyncEngine(host: LibraryHost, overrides: Partial<EngineDeps> = {}): SyncEngine {
  const deps: EngineDeps = {
    db: createLibraryDb(),
    api: createLibraryApi(),
    now: () => Date.now(),
    newOpId: () => crypto.randomUUID(),
    online: () => navigator.onLine,
    ...overrides,
  };
  let session: LibrarySession | null = null;
  let records = new Map<number, GameRecord>();
  let ready = false;
  let loading: Promise<void> = Promise.resolve();
  let running: Promise<void> | undefined;
  let again = false;
  let wantPull = false;
  let problem: SyncProblem | undefined;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const retry = () => void sync(true);

  function pendingCount(): number {
    let pending = 0;
    for (const record of records.values()) if (record.opId !== undefined) pending++;
    return pending;
  }

  function publishStatus(): void {
    const pending = pendingCount();
    const facts = { signedIn: session !== null, ready, running: running !== undefined, online: deps.online(), pending, problem };
    publishSync({ ...describeSync(facts), pending, retry });
  }

  function publish(): void {
    publishRecords(records.values(), ready);
    publishStatus();
  }

  async function reload(userId: string): Promise<void> {
    const loaded = await deps.db.load(userId);
    if (session?.userId !== userId) return;
    records = loaded.records;
    ready = true;
    publish();
  }

  function written(userId: string, put: readonly GameRecord[], removed: readonly number[]): void {
    if (put.length === 0 && removed.length === 0) return;
    channel.changed(userId);
    if (session?.userId !== userId) return;
    records = new Map(records);
    for (const record of put) records.set(record.entry.game_id, record);
    for (const gameId of removed) records.delete(gameId);
    publish();
  }

  function onSession(): void {
    const next = host.getSession();
    const previous = session;
    session = next;
    if (next && previous?.userId === next.userId) {
      if (previous.token !== next.token) retry(); // signed in again after a 401: drain now
      return;
    }
    // Another person (or nobody): their library, never the previous one's outbox.
    records = new Map();
    ready = false;
    if (next) problem = undefined;
    publish();
    if (next) loading = reload(next.userId).then(retry, () => ((problem = { kind: 'error', message: SYNC_MESSAGES.storage }), publishStatus()));
  }

  function scheduleRetry(): void {
    clearTimeout(retryTimer);
    const delay = Math.min(RETRY_BASE_MS * 2 ** failures, RETRY_MAX_MS);
    failures++;
    retryTimer = setTimeout(retry, delay);
  }

  async function syncOnce(pull: boolean): Promise<void> {
    await loading;
    const current = session;
    if (!current) return;
    if (!deps.online()) {
      problem = undefined;
      requestBackgroundSync(LIBRARY_SYNC_TAG);
      return;
    }
    const context = { db: deps.db, api: deps.api, userId: current.userId, token: current.token, written: (put: GameRecord[], removed: number[]) => written(current.userId, put, removed) };
    try {
      const refused = await withSyncLock(async () => {
        const messages = await drainOutbox(context);
        if (pull || messages.length > 0) await pullChanges(context);
        return messages;
      });
      problem = refused.length > 0 ? { kind: 'error', message: SYNC_MESSAGES.refused(refused.join(' ')) } : undefined;
      failures = 0;
      clearTimeout(retryTimer);
    } catch (error) {
      problem = problemFrom(error);
      if (problem?.kind === 'unauthorized') host.onUnauthorized(current.token);
      else if (problem) {
        scheduleRetry();
        if (problem.kind === 'offline') requestBackgroundSync(LIBRARY_SYNC_TAG);
      }
    }
  }

  function sync(pull = false): Promise<void> {
    wantPull ||= pull;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      // Changes made during a pass get a pass of their own, a bounded number of times.
      for (let pass = 0; pass < 5; pass++) {
        again = false;
        const withPull = wantPull;
        wantPull = false;
        await syncOnce(withPull);
        if (!again) break;
      }
    })().finally(() => {
      running = undefined;
      publishStatus();
    });
    publishStatus();
    return running;
  }

  function requireUser(): string {
    if (!session) throw new LibraryEditError('Sign in to track games.');
    return session.userId;
  }

  async function edit(gameId: number, change: LibraryEdit): Promise<void> {
    if (parseGameId(String(gameId)) === undefined) throw new LibraryEditError(`${gameId} is not a game id.`);
    const userId = requireUser();
    await loading;
    const record = await deps.db.mutate(userId, [gameId], (stored) => {
      const before = stored.get(gameId);
      const after = applyEdit(before, gameId, change, deps.now(), deps.newOpId());
      return after && after !== before ? { put: [after], result: after } : { result: undefined };
    });
    if (!record) return;
    written(userId, [record], []);
    void sync(false);
  }

  async function importEntries(items: readonly ImportItem[]): Promise<void> {
    items.forEach((item, index) => {
      const checked = validateLibraryPut({ ...item, op_id: 'import', updated_at: item.updated_at ?? 1 });
      const problems = [...(parseGameId(String(item.game_id)) === undefined ? ['game_id must be a game id.'] : []), ...(checked.ok ? [] : checked.errors.map((error) => error.message))];
      if (problems.length > 0) throw new LibraryEditError(`Item ${index + 1}: ${problems.join(' ')}`);
    });
    const userId = requireUser();
    await loading;
    const ids = [...new Set(items.map((item) => item.game_id))];
    const put = await deps.db.mutate(userId, 'all', (stored) => {
      const live = [...stored.values()].filter((record) => !record.entry.deleted).length;
      const added = ids.filter((id) => !stored.get(id) || stored.get(id)?.entry.deleted).length;
      if (live + added > LIBRARY_LIMITS.entriesPerUser) {
        throw new LibraryEditError(`A library holds at most ${LIBRARY_LIMITS.entriesPerUser} games; this import would make it ${live + added}.`);
      }
      const next = new Map<number, GameRecord>();
      for (const item of items) next.set(item.game_id, applyImport(next.get(item.game_id) ?? stored.get(item.game_id), item, deps.now(), deps.newOpId()));
      return { put: [...next.values()], result: [...next.values()] };
    });
    written(userId, put, []);
    void sync(false);
  }

  const channel = openTabChannel({
    onChanged: (userId) => {
      if (session?.userId === userId) void reload(userId).catch(() => undefined);
    },
    // Signed out, nothing can drain until sign-in; otherwise done means an empty outbox.
    onDrainRequest: () => sync(false).then(() => session === null || (problem === undefined && pendingCount() === 0)),
  });
  const stopTriggers = watchSyncTriggers(retry, publishStatus);
  const unsubscribe = host.subscribeSession(onSession);
  onSession();

  return {
    edit,
    importEntries,
    sync,
    stop() {
      unsubscribe();
      stopTriggers();
      channel.close();
      clearTimeout(retryTimer);
    },
  };
}
