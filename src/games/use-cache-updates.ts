/**
 * Listens for the service worker's "cache-updated" messages about one API URL, so a page can swap
 * in fresher data without a spinner.
 */
import { useEffect } from 'react';
import { useLatest } from '../lib/use-latest';
import { API_CHANNEL, apiCacheKey, isCacheUpdatedMessage } from '../contract';

/** True when two API URLs name the same response (absolute or path, parameters in any order). */
export function isSameApiUrl(a: string, b: string): boolean {
  const first = normalise(a);
  return first !== undefined && first === normalise(b);
}

function normalise(value: string): string | undefined {
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return undefined;
    return apiCacheKey(url);
  } catch {
    return undefined;
  }
}

/** Calls `onUpdate` whenever the service worker reports a changed response for `url`. */
export function useCacheUpdates(url: string | null, onUpdate: () => void): void {
  const callback = useLatest(onUpdate);

  useEffect(() => {
    // Older browsers and some test environments have no BroadcastChannel: updates then wait for a reload.
    if (url === null || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(API_CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data;
      if (isCacheUpdatedMessage(message) && isSameApiUrl(message.url, url)) {
        callback.current();
      }
    };
    return () => channel.close();
  }, [url, callback]);
}
