/**
 * When a synced feature (the library, the diary) syncs on its own: coming back online, the tab becoming visible, the window
 * getting the focus, every five minutes while open. Engines without Background Sync (Firefox,
 * Safari) rely on these alone (docs/browser-support.md). Returns the function that stops watching.
 */
import { LIBRARY_SYNC_LOCK } from '../contract/storage-names';

export const PULL_INTERVAL_MS = 5 * 60 * 1000;

export function watchSyncTriggers(sync: () => void, onOffline: () => void, intervalMs = PULL_INTERVAL_MS): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') sync();
  };
  window.addEventListener('online', sync);
  window.addEventListener('focus', sync);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(sync, intervalMs);
  return () => {
    window.removeEventListener('online', sync);
    window.removeEventListener('focus', sync);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  };
}

/**
 * Asks the browser for a Background Sync while changes wait (where it has one): the service
 * worker's `sync` event then wakes an open page to drain (docs/decisions.md, "Background Sync").
 */
export function requestBackgroundSync(tag: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // Only an active worker registration can take a sync; `ready` never settles without one, which is harmless.
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(tag))
    .catch(() => undefined);
}

/** Runs `work` while holding a lock shared by this browser's tabs, so only one drains at a time (the library's lock unless another is named). */
export function withSyncLock<T>(work: () => Promise<T>, name = LIBRARY_SYNC_LOCK): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(name, work).then((result) => result) : work();
}
