/**
 * Starts the library once the first page has painted: the IndexedDB and sync code is a chunk of
 * its own (sync-engine.ts), so the first route carries only the in-memory store and the hooks.
 * The app passes in the session, since features do not import each other.
 */
import type { SyncEngine } from './sync-engine';

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

let host: LibraryHost | undefined;
let engine: Promise<SyncEngine> | undefined;

function afterFirstPaint(run: () => void): void {
  const later = () => setTimeout(run, 0);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** Connects the library to the session and loads it after the first paint. Call once, at app start. */
export function startLibrary(appHost: LibraryHost): void {
  host = appHost;
  afterFirstPaint(() => void loadEngine().catch(() => undefined));
}

/** The sync engine, loading it now if the first paint has not come yet (an early click). */
export function loadEngine(): Promise<SyncEngine> {
  const current = host;
  if (!current) return Promise.reject(new Error('The library has not been started.'));
  engine ??= import('./sync-engine').then((module) => module.createSyncEngine(current));
  return engine;
}
