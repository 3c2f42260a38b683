/**
 * Registers the service worker (workbox-window) and tracks whether a new version waits. With the
 * prompt flow a new version only takes over when the person presses Reload on the update notice.
 */
import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import { watchForUpdates } from './watch-for-updates';

let workbox: Workbox | undefined;
let waiting = false;
const listeners = new Set<() => void>();

function setWaiting(next: boolean): void {
  if (next === waiting) return;
  waiting = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers `sw.js` once per page. Only production builds have a worker (the dev server runs
 * without one, so a stale worker never hides code being edited).
 */
export function registerServiceWorker(): void {
  if (workbox || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  workbox = new Workbox(`${base}sw.js`, { scope: base });
  // Also fires for a version that was already waiting when this page loaded.
  workbox.addEventListener('waiting', () => setWaiting(true));
  workbox
    .register()
    .then((registration) => {
      if (registration) watchForUpdates(registration);
    })
    .catch(() => {
      // No worker (private mode, blocked storage): the app still works online.
    });
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate(): void {
  const current = workbox;
  if (!current) return;
  current.addEventListener('controlling', () => window.location.reload());
  current.messageSkipWaiting();
}

/** Hides the notice until the next version (or the next visit). */
export function dismissUpdate(): void {
  setWaiting(false);
}

/** True while a new version waits to take over. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribe, () => waiting, () => false);
}
