/**
 * Starts the lists with the session the app passes in (features do not import each other); the
 * engine, IndexedDB and sync code load in a chunk of their own. A page opened first (a shared
 * list's link) that asks before the app has started them waits for the start.
 */
import type { ListsEngine, ListsHost } from './lists-engine';

let engine: Promise<ListsEngine> | undefined;
let started = false;
let connect: (host: ListsHost) => void = () => undefined;
const hostReady = new Promise<ListsHost>((resolve) => {
  connect = resolve;
});

/** Connects the lists to the session and loads them. Call once, after the first paint. */
export function startLists(appHost: ListsHost): Promise<ListsEngine> {
  started = true;
  connect(appHost);
  return loadListsEngine();
}

/** The engine, once the app has started the lists. */
export function loadListsEngine(): Promise<ListsEngine> {
  engine ??= hostReady.then((host) => import('./lists-engine').then((module) => module.createListsEngine(host)));
  return engine;
}

// Signing out's two steps live here rather than in lists-actions.ts: the sign-out dialog is in the
// first route, which should not carry the screens' change code.

/** Signing out's Sync now: the list changes still waiting after a pass, and why when some are; none before the lists start. */
export async function syncListsBeforeSignOut(): Promise<{ pending: number; message?: string }> {
  return started ? (await loadListsEngine()).syncNow() : { pending: 0 };
}

/**
 * After signing out: this person's synced lists, cursor and saved shared lists leave the device;
 * pending changes stay unless discarded. Waits for the lists to start when they have not yet.
 */
export async function forgetListsSignedOut(userId: string, keepPending: boolean): Promise<void> {
  await (await loadListsEngine()).forget(userId, keepPending);
}
