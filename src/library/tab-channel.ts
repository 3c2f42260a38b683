/**
 * The library's BroadcastChannel: tabs of one browser tell each other when the stored library
 * changed, and the service worker's `sync` event asks an open page to drain the outbox.
 */
import { literal, object, string } from 'superstruct';
import { is } from '../contract/struct-checks.js';
import { LIBRARY_CHANNEL, LibraryDrainRequest, type LibraryDrainResponse } from '../contract/library-sync';

const LibraryChanged = object({ type: literal('library-changed'), userId: string() });

export interface TabChannel {
  /** Tells the other tabs that this user's stored library changed. */
  changed(userId: string): void;
  close(): void;
}

export interface TabChannelHandlers {
  onChanged(userId: string): void;
  /** Drains now; resolves true when the outbox reached the server. */
  onDrainRequest(): Promise<boolean>;
}

export function openTabChannel(handlers: TabChannelHandlers): TabChannel {
  if (typeof BroadcastChannel === 'undefined') return { changed: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(LIBRARY_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (is(data, LibraryChanged)) handlers.onChanged(data.userId);
    else if (is(data, LibraryDrainRequest)) {
      void handlers.onDrainRequest().then((ok) => {
        const response: LibraryDrainResponse = { type: 'library-drained', id: data.id, ok };
        channel.postMessage(response);
      });
    }
  };
  return {
    changed: (userId) => channel.postMessage({ type: 'library-changed', userId }),
    close: () => channel.close(),
  };
}
