/**
 * How many pictures the service worker downloads at once: at most four of the six connections a
 * browser opens to one host over HTTP/1.1, so a save or a page's data always finds one free. A
 * picture the server has not cached can wait at its games-service gate for seconds, holding its
 * connection all that time; without a bound, a game page's own pictures (and Save for offline's)
 * took all six and a status chosen there waited behind them (docs/browser-support.md, "The offline
 * save and what a person asks for"). Pictures answered from the cache take no slot.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';

export const PICTURE_CONNECTIONS = 4;

export interface Slots {
  acquire(): Promise<void>;
  release(): void;
}

export function createSlots(limit: number): Slots {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return {
    acquire() {
      if (busy < limit) {
        busy += 1;
        return Promise.resolve();
      }
      // The slot passes straight to the next in line: `busy` stays as it is.
      return new Promise((resolve) => waiting.push(resolve));
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else busy = Math.max(busy - 1, 0);
    },
  };
}

/** Longest a download keeps its slot: one that never answers must not hold the pictures behind it for ever. */
const SLOT_HOLD_LIMIT_MS = 15_000;

/**
 * One slot per picture download, from the request going out until its answer (or failure) came, or
 * SLOT_HOLD_LIMIT_MS. Keyed by the strategy's event, the one object all of a request's callbacks share.
 */
export function pictureSlotsPlugin(slots: Slots, holdLimitMs = SLOT_HOLD_LIMIT_MS): WorkboxPlugin {
  const held = new WeakMap<object, () => void>();
  const release = (event: object) => {
    held.get(event)?.();
    held.delete(event);
  };
  return {
    requestWillFetch: async ({ request, event }) => {
      await slots.acquire();
      let released = false;
      const once = () => {
        if (released) return;
        released = true;
        clearTimeout(timer);
        slots.release();
      };
      const timer = setTimeout(once, holdLimitMs);
      held.set(event, once);
      return request;
    },
    fetchDidSucceed: async ({ response, event }) => {
      release(event);
      return response;
    },
    fetchDidFail: async ({ event }) => {
      release(event);
    },
  };
}
