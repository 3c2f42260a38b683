/**
 * Starts the library once the first page has painted: the IndexedDB and sync code is a chunk of
 * its own (sync-engine.ts), so the first route carries only the in-memory store and the hooks.
 * The app passes in the session, since features do not import each other.
 */
import { runStartupStep } from '../lib/startup-steps';
import type { LibraryHost, SyncEngine } from './sync-engine';

/** The longest wait for the window's load event: a picture that never finishes must not hold the library back. */
const LOAD_BOUND_MS = 3_000;

let host: LibraryHost | undefined;
let engine: Promise<SyncEngine> | undefined;

function afterFirstPaint(run: () => void): void {
  let started = false;
  const later = () => {
    if (started) return;
    started = true;
    clearTimeout(bound);
    setTimeout(run, 0);
  };
  const bound = setTimeout(later, LOAD_BOUND_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** Connects the library to the session and loads it after the first paint. Call once, at app start. */
export function startLibrary(appHost: LibraryHost): void {
  host = appHost;
  afterFirstPaint(() => void runStartupStep('sync', loadEngine));
}

/** Imports the sync engine's module now (defined, not started), beside the library's start, for a page that reads the library at once. */
export function prefetchEngine(): void {
  import('./sync-engine').catch(() => undefined);
}

/** The sync engine, loading it now if the first paint has not come yet (an early click). */
export function loadEngine(): Promise<SyncEngine> {
  const current = host;
  if (!current) return Promise.reject(new Error('The library has not been started.'));
  engine ??= import('./sync-engine').then((module) => module.createSyncEngine(current));
  return engine;
}
