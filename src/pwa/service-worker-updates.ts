/**
 * Registers the service worker (workbox-window) and tracks whether a new version waits. With the
 * prompt flow a new version only takes over when the person presses Reload on the update notice.
 */
import { Workbox } from 'workbox-window';
import { createStore, useStore } from '../lib/create-store';
import { watchStartupStep } from '../lib/startup-steps';
import { freshShellUrl, withoutFreshShell } from '../contract/fresh-shell';
import { startUpdate } from './apply-update';
import { registerCatalogueRefresh } from './register-catalogue-refresh';
import { stopOfflineCatalogue } from './stop-offline-catalogue';
import { watchForUpdates } from './watch-for-updates';

let workbox: Workbox | undefined;
const waiting = createStore(false);
let applying = false;

/**
 * Registers `sw.js` once per page. Only production builds have a worker (the dev server runs
 * without one, so a stale worker never hides code being edited).
 */
export function registerServiceWorker(): void {
  if (workbox || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const current = new Workbox(`${base}sw.js`, { scope: base });
  workbox = current;
  let continuing = takeFreshShellMarker();
  if (continuing) {
    // This page is already the new version (Reload's fallback): it saves nothing through the old
    // worker, and it repeats the request to activate instead of showing the notice again.
    stopOfflineCatalogue({ otherPages: false });
  }
  // Also fires for a version that was already waiting when this page loaded.
  current.addEventListener('waiting', () => {
    if (!continuing) return waiting.set(true);
    // Only the version the person chose: a later one gets the notice as usual.
    continuing = false;
    current.messageSkipWaiting();
  });
  // Immediately: this runs after the first content, and waiting for the window's load event could wait on a picture for ever.
  watchStartupStep('service worker registration', () => current.register({ immediate: true }))
    .then((registration) => {
      if (!registration) return;
      watchForUpdates(registration);
      void registerCatalogueRefresh(registration);
    })
    .catch(() => {
      // No worker (private mode, blocked storage): the app still works online.
    });
}

/** Activates the waiting version and reloads once it controls the page, or after a bounded wait (apply-update.ts). */
export function applyUpdate(): void {
  const current = workbox;
  if (!current || applying) return;
  applying = true;
  startUpdate({
    workbox: current,
    stopDownloads: () => stopOfflineCatalogue(),
    reload: () => window.location.reload(),
    reloadFresh: () => window.location.replace(freshShellUrl(window.location.href, Date.now())),
  });
}

/** True when this page was opened by Reload's fallback; the marker is taken out of the address. */
function takeFreshShellMarker(): boolean {
  const clean = withoutFreshShell(window.location.href);
  if (clean === undefined) return false;
  window.history.replaceState(window.history.state, '', clean);
  return true;
}

/** Hides the notice until the next version (or the next visit). */
export function dismissUpdate(): void {
  waiting.set(false);
}

/** True while a new version waits to take over. */
export function useUpdateWaiting(): boolean {
  return useStore(waiting);
}
