/**
 * What the update notice's Reload does: stop the offline catalogue download (in every page of the
 * app), ask the waiting service worker to take over, and reload once it controls the page. Chromium
 * only swaps workers once the old one has been idle; a fetch that reaches it meanwhile starts it
 * again and the swap then waits for its idle timeout (30 s, never while DevTools is attached). So
 * after a bounded wait the page reloads anyway, through a marked navigation that the worker responds to
 * with the server's current index.html (see src/contract/fresh-shell.ts).
 */

/** How long Reload waits for the new worker to take over before reloading anyway. */
export const UPDATE_FALLBACK_MS = 3_000;

/** The parts of workbox-window's Workbox that the update uses. */
export interface UpdatingWorkbox {
  addEventListener(type: 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

export interface UpdateDeps {
  workbox: UpdatingWorkbox;
  /** Stops background downloads that would keep the old worker busy. */
  stopDownloads: () => void;
  /** A plain reload: the new worker controls the page and responds to it. */
  reload: () => void;
  /** The fallback: a reload that gets the newest index.html even from the old worker. */
  reloadFresh: () => void;
  fallbackMs?: number;
}

/** Starts the update; exactly one of the two reloads happens. */
export function startUpdate(deps: UpdateDeps): void {
  deps.stopDownloads();
  let done = false;
  const finish = (reload: () => void) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    reload();
  };
  deps.workbox.addEventListener('controlling', () => finish(deps.reload));
  const timer = setTimeout(() => finish(deps.reloadFresh), deps.fallbackMs ?? UPDATE_FALLBACK_MS);
  deps.workbox.messageSkipWaiting();
}
