/**
 * The library's engine, loaded after the first paint (start-library.ts): it keeps the signed-in
 * person's stored library in memory for the hooks, writes each change with its outbox entry, and
 * decides when to sync: at start, after each change, on online and visible, every five minutes,
 * on Retry, after a failure with growing pauses, when the service worker's `sync` event asks, and
 * when the live channel says another device changed the library (live-channel.ts).
 * Every attempt but Retry waits for the shared back-off (sync-backoff.ts), so no trigger can
 * retry faster than its schedule, in one tab or many.
 */
import { LIBRARY_LIMITS, parseGameId, validateLibraryPut } from '../contract';
import { LIBRARY_SYNC_TAG } from '../contract/library-sync';
import { createLibraryApi, type LibraryApi } from './library-api';
import { createLibraryDb, type LibraryDb } from './library-db';
import { createSyncBackoff, type SyncBackoff } from '../lib/sync-backoff';
import { createRetryTimer } from '../lib/retry-timer';
import { createLiveLink, type LiveLink } from './live-channel';
import { publishRecords, publishSync } from './publish';
import type { GameRecord, ImportItem, LibraryEdit } from './local-entry';
import { createEarlyEdits } from './early-edits';
import { forgetDevice } from './forget-device';
import { applyEdit, applyImport, LibraryEditError } from './merge';
import { describeSync, problemFrom, retryAfterOf, SYNC_MESSAGES, type SyncProblem } from './sync-status';
import { drainOutbox, pullChanges } from './sync-run';
import { requestBackgroundSync, watchSyncTriggers, withSyncLock } from '../lib/sync-triggers';
import { openTabChannel } from './tab-channel';

/** The signed-in person as the library needs them: the token to send and the id that keys the outbox. */
export interface LibrarySession {
  token: string;
  /** The token's `sub`: the outbox and the stored library are kept per user under it. */
  userId: string;
}

/** What the app provides: the session, its changes, and what to do when the server refuses the token. */
export interface LibraryHost {
  getSession(): LibrarySession | null;
  subscribeSession(listener: () => void): () => void;
  /** The server answered 401 for this token: every pending change is kept; ask the person to sign in again. */
  onUnauthorized(token: string): void;
}

export interface SyncEngine {
  edit(gameId: number, edit: LibraryEdit): Promise<void>;
  importEntries(items: readonly ImportItem[]): Promise<void>;
  /** One sync pass (send the outbox; with `pull`, then fetch changes) once the back-off allows; joins a pass already running. */
  sync(pull?: boolean): Promise<void>;
  /** A pass now, past the back-off (signing out's Sync now); resolves with the changes still waiting and why. */
  syncNow(): Promise<{ pending: number; message?: string }>;
  /** After sign-out: removes this user's synced records and cursor, and their pending changes unless kept. */
  forget(userId: string, keepPending: boolean): Promise<void>;
  stop(): void;
}

export interface EngineDeps {
  db: LibraryDb;
  api: LibraryApi;
  now: () => number;
  newOpId: () => string;
  online: () => boolean;
  backoff: SyncBackoff<SyncProblem>;
  /** Runs a pass while no other tab of this browser runs one. */
  lock: <T>(work: () => Promise<T>) => Promise<T>;
  /** The live channel: opened after a pass that reached the server (live-channel.ts). */
  live: (handlers: { onChange(): void; onDrop(): void }) => LiveLink;
}

export function createSyncEngine(host: LibraryHost, overrides: Partial<EngineDeps> = {}): SyncEngine {
  // This app's id: its writes carry it, and its live channel is not told of them.
  const device = crypto.randomUUID();
  const deps: EngineDeps = {
    db: createLibraryDb(),
    api: createLibraryApi(device),
    now: () => Date.now(),
    newOpId: () => crypto.randomUUID(),
    online: () => navigator.onLine,
    backoff: createSyncBackoff<SyncProblem>(),
    lock: withSyncLock,
    live: (handlers) => createLiveLink(handlers, { device }),
    ...overrides,
  };
  let session: LibrarySession | null = null;
  let records = new Map<number, GameRecord>();
  const early = createEarlyEdits();
  let ready = false;
  let loading: Promise<void> = Promise.resolve();
  let running: Promise<void> | undefined;
  let again = false;
  let wantPull = false;
  let problem: SyncProblem | undefined;
  // The next pass skips the back-off: the person pressed Retry, or signed in again.
  let forced = false;
  // A pass started while a failure stands keeps showing that failure, not Syncing, so the hint does not flip on every retry.
  let quiet = false;
  /** Every automatic trigger: a pass once the back-off allows. */
  const nudge = () => void sync(true);
  // A pass that ends after stop() records nothing: no back-off for the tabs still open, no timer.
  const retryTimer = createRetryTimer(nudge);
  /** Retry, and a renewed session: a pass now. */
  const retry = () => {
    forced = true;
    quiet = false;
    problem = undefined;
    void sync(true);
  };

  function pendingCount(): number {
    let pending = 0;
    for (const record of records.values()) if (record.opId !== undefined) pending++;
    return pending;
  }

  function publishStatus(): void {
    const pending = pendingCount();
    const facts = { signedIn: session !== null, ready, running: running !== undefined && !quiet, online: deps.online(), pending, problem };
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
    early.overlay(records);
    ready = true;
    publish();
  }

  function written(userId: string, put: readonly GameRecord[], removed: readonly number[]): void {
    if (put.length === 0 && removed.length === 0) return;
    channel.changed(userId);
    show(userId, put, removed);
  }

  /** Shows these records, and no longer these games, while the session is still this user's; a change still being written stays. */
  function show(userId: string, put: readonly GameRecord[], removed: readonly number[]): void {
    if (session?.userId !== userId) return;
    records = new Map(records);
    for (const record of put) records.set(record.entry.game_id, record);
    for (const gameId of removed) records.delete(gameId);
    early.overlay(records);
    publish();
  }

  /** Shows this game's record, or no record when it has none. */
  const showGame = (userId: string, gameId: number, record: GameRecord | undefined) => show(userId, record ? [record] : [], record ? [] : [gameId]);

  function onSession(): void {
    const next = host.getSession();
    const previous = session;
    session = next;
    if (next && previous?.userId === next.userId) {
      if (previous.token !== next.token) retry(); // signed in again after a 401: drain now
      return;
    }
    // Another person (or nobody): their library, never the previous one's outbox.
    live.disconnect();
    early.clear();
    records = new Map();
    ready = false;
    if (next) problem = undefined;
    publish();
    if (next) loading = reload(next.userId).then(nudge, () => ((problem = { kind: 'error', message: SYNC_MESSAGES.storage }), publishStatus()));
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
    const skipBackoff = forced;
    forced = false;
    try {
      const outcome = await deps.lock(async () => {
        // Read under the lock: another tab may have failed while this one waited for it.
        const wait = skipBackoff ? 0 : deps.backoff.wait();
        if (wait > 0) return { wait, refused: [] };
        const refused = await drainOutbox(context);
        if (pull || refused.length > 0) await pullChanges(context);
        return { wait: 0, refused };
      });
      if (retryTimer.stopped) return;
      if (outcome.wait > 0) {
        problem = deps.backoff.problem() ?? problem;
        retryTimer.schedule(outcome.wait);
        return;
      }
      problem = outcome.refused.length > 0 ? { kind: 'error', message: SYNC_MESSAGES.refused(outcome.refused.join(' ')) } : undefined;
      deps.backoff.succeeded();
      retryTimer.cancel();
      if (session === current) live.connect(current);
    } catch (error) {
      if (retryTimer.stopped) return;
      problem = problemFrom(error);
      if (problem?.kind === 'unauthorized') host.onUnauthorized(current.token);
      else if (problem) {
        retryTimer.schedule(deps.backoff.failed(problem, retryAfterOf(error)));
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
    quiet = !forced && (problem !== undefined || deps.backoff.wait() > 0);
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
      quiet = false;
      publishStatus();
      // A change made after the last pass looked, while this one was still finishing, gets its own.
      if (again && !retryTimer.stopped) void sync(false);
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
    const shownBefore = records.get(gameId);
    const end = showEarly(userId, shownBefore, gameId, change);
    let outcome: { record: GameRecord | undefined; changed: boolean };
    try {
      outcome = await deps.db.mutate<typeof outcome>(userId, [gameId], (stored) => {
        const before = stored.get(gameId);
        const after = applyEdit(before, gameId, change, deps.now(), deps.newOpId());
        return after && after !== before ? { put: [after], result: { record: after, changed: true } } : { result: { record: before, changed: false } };
      });
    } catch (error) {
      // Not written: what was shown before comes back at once, unless a later change of the game is
      // being written; then what storage holds, since what was shown may itself have been a change
      // whose write failed.
      if (end?.()) {
        showGame(userId, gameId, shownBefore);
        void reload(userId).catch(() => undefined);
      }
      throw error;
    }
    // True when this change was shown early and no later one of the game is still being written.
    const settled = end?.() ?? false;
    if (outcome.changed && outcome.record) {
      written(userId, [outcome.record], []);
      void sync(false);
    } else if (settled) showGame(userId, gameId, outcome.record);
  }

  /** The change as it will be stored, shown now; its end, or undefined when nothing was shown. */
  function showEarly(userId: string, before: GameRecord | undefined, gameId: number, change: LibraryEdit): (() => boolean) | undefined {
    let after: GameRecord | undefined;
    try {
      after = applyEdit(before, gameId, change, deps.now(), deps.newOpId());
    } catch {
      // Refused on what is in memory: the stored record, read in the transaction, decides.
      return undefined;
    }
    if (!after || after === before) return undefined;
    const end = early.begin(after);
    show(userId, [after], []);
    return end;
  }

  async function importEntries(items: readonly ImportItem[]): Promise<void> {
    items.forEach((item, index) => {
      const checked = validateLibraryPut({ ...item, op_id: 'import', updated_at: item.updated_at ?? 1 });
      const problems = [
        ...(parseGameId(String(item.game_id)) === undefined ? ['game_id must be a game id.'] : []),
        ...((item.status as unknown) === undefined ? ['Status is required.'] : []),
        ...(checked.ok ? [] : checked.errors.map((error) => error.message)),
      ];
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
  const live = deps.live({ onChange: nudge, onDrop: nudge });
  const stopTriggers = watchSyncTriggers(nudge, publishStatus);
  const unsubscribe = host.subscribeSession(onSession);
  onSession();

  return {
    edit,
    importEntries,
    sync,
    async syncNow() {
      forced = true;
      quiet = false;
      problem = undefined;
      await sync(true);
      // Read after the pass, which set it (a plain read here would be narrowed to the undefined above).
      const after = (): SyncProblem | undefined => problem;
      return { pending: pendingCount(), message: after()?.message };
    },
    // Under the sync lock, so a pass still running for this user cannot write after it.
    forget: (userId, keepPending) => deps.lock(() => forgetDevice(deps.db, userId, keepPending)),
    stop() {
      retryTimer.stop();
      unsubscribe();
      stopTriggers();
      live.disconnect();
      channel.close();
    },
  };
}
