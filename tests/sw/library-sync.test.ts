// The service worker's sync event: it asks an open page to drain the app's outbox and waits for the answer.
import { afterEach, describe, expect, it } from 'vitest';
import { LIBRARY_CHANNEL, LibraryDrainRequest } from '../../src/contract/library-sync.js';
import { askPagesToDrain, isLibrarySync, type SyncEvent } from '../../sw/library-sync.js';
import { is } from '../../src/contract/struct-checks.js';

const open: BroadcastChannel[] = [];
const channel = () => {
  const made = new BroadcastChannel(LIBRARY_CHANNEL);
  open.push(made);
  return made;
};
afterEach(() => {
  for (const made of open.splice(0)) made.close();
});

/** A page that answers drain requests with `ok`, and counts them. */
function page(ok: boolean) {
  const pageChannel = channel();
  const seen: string[] = [];
  pageChannel.onmessage = (event: MessageEvent<unknown>) => {
    if (!is(event.data, LibraryDrainRequest)) return;
    seen.push(event.data.id);
    pageChannel.postMessage({ type: 'library-drained', id: event.data.id, ok });
  };
  return seen;
}

describe('the library sync event', () => {
  it('answers only its own tag', () => {
    expect(isLibrarySync({ tag: 'freeplay-library-outbox' } as SyncEvent)).toBe(true);
    expect(isLibrarySync({ tag: 'workbox-background-sync:x' } as SyncEvent)).toBe(false);
  });

  it('asks the open page to drain and resolves when it did', async () => {
    const seen = page(true);
    await expect(askPagesToDrain({ hasWindow: async () => true, channel: channel(), newId: () => 'req-1' })).resolves.toBeUndefined();
    expect(seen).toEqual(['req-1']);
  });

  it('rejects when the page could not drain (the browser then retries the sync later)', async () => {
    page(false);
    await expect(askPagesToDrain({ hasWindow: async () => true, channel: channel(), newId: () => 'req-2' })).rejects.toThrow(/could not drain/);
  });

  it('rejects when no page answers in time', async () => {
    await expect(askPagesToDrain({ hasWindow: async () => true, channel: channel(), newId: () => 'req-3', timeoutMs: 50 })).rejects.toThrow(/in time/);
  });

  it('with no window open does nothing: the outbox drains at the next start', async () => {
    const seen = page(true);
    await askPagesToDrain({ hasWindow: async () => false, channel: channel(), newId: () => 'req-4' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
  });
});
