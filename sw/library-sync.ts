/**
 * The service worker's part in library sync (docs/decisions.md, "Background Sync"). The app's own
 * outbox in IndexedDB is the queue, and only a page holds the token (the worker cannot read
 * localStorage), so the `sync` event asks the open pages to drain and waits for one to answer.
 * With no page open there is nothing to do: the outbox drains when the app next starts. A failed
 * or unanswered drain rejects, so the browser runs the sync again later.
 */
import { LibraryDrainResponse, LIBRARY_SYNC_TAG, type LibraryDrainRequest } from '../src/contract/library-sync.js';
import { is } from '../src/contract/struct-checks.js';
import { LIBRARY_DRAIN_RESPONSE_MS } from './settings.js';

/** The Background Sync event (not in TypeScript's WebWorker library); the fields read here. */
export interface SyncEvent {
  readonly tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

export interface DrainDeps {
  /** True when a window of ours is open. */
  hasWindow(): Promise<boolean>;
  channel: Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>;
  newId(): string;
  timeoutMs?: number;
}

/** True for the sync event this module answers. */
export function isLibrarySync(event: SyncEvent): boolean {
  return event.tag === LIBRARY_SYNC_TAG;
}

/** Asks the open pages to drain their outbox; resolves once one did, or at once when none is open. */
export async function askPagesToDrain(deps: DrainDeps): Promise<void> {
  if (!(await deps.hasWindow())) return;
  const id = deps.newId();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error('No page answered the library drain request in time.')), deps.timeoutMs ?? LIBRARY_DRAIN_RESPONSE_MS);
    const onMessage = (event: Event) => {
      const data: unknown = (event as MessageEvent).data;
      if (!is(data, LibraryDrainResponse) || data.id !== id) return;
      finish(data.ok ? undefined : new Error('The page could not drain the library outbox yet.'));
    };
    function finish(error?: Error) {
      clearTimeout(timer);
      deps.channel.removeEventListener('message', onMessage);
      if (error) reject(error);
      else resolve();
    }
    deps.channel.addEventListener('message', onMessage);
    const request: LibraryDrainRequest = { type: 'library-drain', id };
    deps.channel.postMessage(request);
  });
}
