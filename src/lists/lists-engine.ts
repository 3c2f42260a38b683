/**
 * The lists' engine (docs/lists.md): keeps the signed-in person's lists in memory for the screens,
 * writes each change with its outbox entry to IndexedDB first (offline first), and syncs: at start,
 * after each change, on the library's triggers (online, visible, focus, every five minutes), when
 * the live channel says another device changed the lists, and after a failure through its own
 * back-off (lib/sync-backoff.ts). A pass sends the outbox in batches of 100, then pulls pages.
 */
import type { ListsOp } from '../contract/lists';
import { LIST_LIMITS } from '../contract/lists';
import { HttpError } from '../lib/http-client';
import { registerExportPart } from '../lib/export-parts';
import { onLiveChange } from '../lib/live-changes';
import { LISTS_BACKOFF_KEY, LISTS_SYNC_LOCK } from '../contract/storage-names';
import { createRetryTimer } from '../lib/retry-timer';
import { createSyncBackoff, type SyncBackoff } from '../lib/sync-backoff';
import { watchSyncTriggers, withSyncLock } from '../lib/sync-triggers';
import { createListsApi, type ListsApi } from './lists-api';
import { createListsDb, type ListsDb } from './lists-db';
import { viewOf, withLocalOps, withPage, withResults, type ListsState, type ListView } from './lists-state';
import { listsStore, type ListsSyncState } from './lists-store';
import { portableLists } from './lists-transfer';

interface ListsSession {
  token: string;
  userId: string;
}

/** What the app provides: the session, its changes, and what to do when the server refuses the token. */
export interface ListsHost {
  getSession(): ListsSession | null;
  subscribeSession(listener: () => void): () => void;
  onUnauthorized(token: string): void;
}

interface Problem {
  state: ListsSyncState;
  message: string;
}

export interface ListsEngine {
  /** Makes operations from the lists as they are now and saves them; answers them (empty when nothing changed). */
  change(make: (lists: readonly ListView[]) => ListsOp[]): Promise<ListsOp[]>;
  sync(): Promise<void>;
  /** Signing out's Sync now: a pass past the back-off; the changes still waiting after it, and why when some are. */
  syncNow(): Promise<{ pending: number; message?: string }>;
  /** After sign-out: removes this user's synced lists, cursor and saved shared lists, and their outbox unless kept. */
  forget(userId: string, keepPending: boolean): Promise<void>;
  api: ListsApi;
  db: ListsDb;
  session(): ListsSession | null;
  stop(): void;
}

export interface ListsEngineDeps {
  db: ListsDb;
  api: ListsApi;
  backoff: SyncBackoff<Problem>;
  online: () => boolean;
  lock: <T>(work: () => Promise<T>) => Promise<T>;
}

function problemFrom(error: unknown): Problem {
  if (!(error instanceof HttpError)) return { state: 'error', message: "Couldn't read or write your lists on this device. Your browser may be out of space or blocking storage." };
  if (error.kind === 'network') return { state: 'offline', message: "Can't reach Freeplay right now. Your lists are saved on this device and will sync when it's back." };
  return { state: 'error', message: error.message };
}

export function createListsEngine(host: ListsHost, overrides: Partial<ListsEngineDeps> = {}): ListsEngine {
  const deps: ListsEngineDeps = {
    db: createListsDb(),
    api: createListsApi(),
    backoff: createSyncBackoff<Problem>({ storageKey: LISTS_BACKOFF_KEY }),
    online: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
    lock: (work) => withSyncLock(work, LISTS_SYNC_LOCK),
    ...overrides,
  };
  let userId: string | undefined;
  let state: ListsState | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let problem: Problem | undefined;
  let refusal: string | undefined;
  // The store is the screens' one copy: a pass that ends after stop() must not write an old state over
  // the next engine's (a stopped engine publishes nothing and schedules nothing).
  const retryTimer = createRetryTimer(() => void sync());

  function publish(syncing = false): void {
    if (retryTimer.stopped) return;
    if (!state) return listsStore.set({ ready: false, lists: [], sync: { state: 'signed-out', pending: 0 } });
    const pending = state.outbox.length;
    const idle: ListsSyncState = !deps.online() ? 'offline' : problem ? problem.state : pending > 0 ? 'local' : 'synced';
    listsStore.set({ ready: true, lists: viewOf(state), sync: { state: syncing ? 'syncing' : idle, pending, message: syncing ? undefined : problem?.message }, refusal });
  }

  async function onSession(): Promise<void> {
    const session = host.getSession();
    if (session?.userId === userId) return;
    userId = session?.userId;
    state = undefined;
    publish();
    if (!userId) return;
    const loadedFor = userId;
    const loaded = await deps.db.load(loadedFor);
    if (userId !== loadedFor) return;
    state = loaded;
    publish();
    void sync();
  }

  async function pass(session: ListsSession): Promise<void> {
    const { db, api } = deps;
    for (;;) {
      const current = await db.load(session.userId);
      const batch = current.outbox.slice(0, LIST_LIMITS.opsPerBatch);
      if (batch.length === 0) break;
      const results = await api.push(session.token, batch);
      let refused: string[] = [];
      state = await db.change(session.userId, (stored) => {
        const next = withResults(stored, batch, results);
        refused = next.refusals;
        return next.state;
      });
      if (refused.length > 0) refusal = refused.join(' ');
      publish(true);
    }
    const fresh = (await db.load(session.userId)).cursor === undefined;
    let first = true;
    for (;;) {
      const cursor = first && fresh ? undefined : (await db.load(session.userId)).cursor;
      const page = await api.pull(session.token, cursor);
      // A full pull forgets what its pages do not name: the first page of one, or the server's `reset`
      // (the cursor is older than the tombstones it keeps, so a removal may no longer be sent).
      const clear = (first && fresh) || page.reset === true;
      state = await db.change(session.userId, (stored) => withPage(stored, page, clear));
      first = false;
      if (!page.more) break;
    }
  }

  function sync(force = false): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    const session = host.getSession();
    if (!session || session.userId !== userId) return Promise.resolve();
    if (!force && retryTimer.waitOut(deps.backoff.wait())) return Promise.resolve();
    running = (async () => {
      publish(true);
      try {
        await deps.lock(() => pass(session));
        problem = undefined;
        deps.backoff.succeeded();
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) host.onUnauthorized(session.token);
        problem = problemFrom(error);
        const delay = deps.backoff.failed(problem, error instanceof HttpError ? error.retryAfterMs : undefined);
        retryTimer.schedule(delay);
      }
      if (userId === session.userId) state = await deps.db.load(session.userId);
    })().finally(() => {
      running = undefined;
      publish();
      if (again && !retryTimer.stopped) {
        again = false;
        void sync();
      }
    });
    return running;
  }

  async function change(make: (lists: readonly ListView[]) => ListsOp[]): Promise<ListsOp[]> {
    const id = userId;
    if (!id || !state) throw new Error('Sign in to change your lists.');
    let made: ListsOp[] = [];
    state = await deps.db.change(id, (stored) => {
      made = make(viewOf(stored));
      return made.length > 0 ? withLocalOps(stored, made) : stored;
    });
    refusal = undefined;
    publish();
    if (made.length > 0) void sync();
    return made;
  }

  const unsubscribe = host.subscribeSession(() => void onSession());
  const unwatch = watchSyncTriggers(() => void sync(), () => publish());
  const unlisten = onLiveChange('lists', () => void sync());
  // The library's JSON export carries the lists too.
  const unregister = registerExportPart('lists', () => portableLists(listsStore.get().lists));
  void onSession();

  return {
    change,
    sync: () => sync(),
    async syncNow() {
      // A pass under way may have read the outbox before the last change: the forced one follows it.
      await running;
      await sync(true);
      return { pending: state?.outbox.length ?? 0, message: problem?.message };
    },
    // Under the sync lock, so a pass still running for this user cannot write after it.
    forget: (forUser, keepPending) => deps.lock(() => deps.db.forget(forUser, keepPending)),
    api: deps.api,
    db: deps.db,
    session: () => host.getSession(),
    stop() {
      retryTimer.stop();
      unsubscribe();
      unwatch();
      unlisten();
      unregister();
    },
  };
}
