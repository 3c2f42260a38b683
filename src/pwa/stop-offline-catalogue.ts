/**
 * Stops the offline catalogue download in this page and in every other open page of the app. The
 * update notice calls it before activating a new version: each list fetched through the old service
 * worker keeps it busy, and one fetched while it is being stopped starts it again, which holds the
 * new version back (Chromium then waits for the old worker's idle timeout).
 */
import { CATALOGUE_CHANNEL } from '../contract/storage-names';

/** The BroadcastChannel on which one page tells the others to stop. */
export { CATALOGUE_CHANNEL };
const STOP_MESSAGE = { type: 'stop-offline-catalogue' } as const;

let stopped = false;
const runs = new Set<AbortController>();

function stopHere(): void {
  stopped = true;
  for (const run of runs) run.abort();
  runs.clear();
}

function isStopMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === STOP_MESSAGE.type;
}

/** True once a stop was asked in this page's life: no new download starts after it. */
export function isCatalogueStopped(): boolean {
  return stopped;
}

/** Lets a stop abort `controller`'s download; one that comes after a stop is aborted at once. */
export function trackCatalogueRun(controller: AbortController): void {
  if (stopped) {
    controller.abort();
    return;
  }
  runs.add(controller);
  controller.signal.addEventListener('abort', () => runs.delete(controller), { once: true });
}

/** Hears stops asked by the app's other pages (while the caller is mounted); returns the way to stop hearing. */
export function listenForCatalogueStop(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CATALOGUE_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isStopMessage(event.data)) stopHere();
  };
  return () => channel.close();
}

/** Aborts every download running in this page and (unless told not to) asks the app's other pages to abort theirs. */
export function stopOfflineCatalogue({ otherPages = true }: { otherPages?: boolean } = {}): void {
  stopHere();
  if (!otherPages || typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CATALOGUE_CHANNEL);
  // Messages already posted are still delivered after close().
  channel.postMessage(STOP_MESSAGE);
  channel.close();
}
