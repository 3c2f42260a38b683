/**
 * Who is listening for live changes on this server copy: each open event stream, by person and by
 * address, within the limits; and the delivery of one change to the person's streams other than
 * the device that made it. Copies reach each other through a relay (redis-relay.ts); alone, a
 * copy delivers what it publishes itself.
 */
import type { LiveChangeKind } from '../../src/contract/live-events.js';

export interface LiveLimits {
  /** Most open streams per person (every tab of every device). */
  perPerson: number;
  /** Most open streams per client address. */
  perAddress: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = { perPerson: 20, perAddress: 100 };

/** One change, as it travels between copies. */
export interface LiveChange {
  userId: string;
  /** Which synced store changed; the library when absent (as copies before the diary sent it). */
  kind?: LiveChangeKind;
  /** The device that made it, which is not told; undefined tells every stream. */
  device?: string;
}

export interface LiveStream {
  userId: string;
  address: string;
  device?: string;
  /** Writes one event to the stream. */
  send(data: string): void;
  /** Ends the stream (the server is stopping). */
  close(): void;
}

type AttachResult = { ok: true; detach: () => void } | { ok: false; reason: 'person' | 'address' };

export interface ChangeHub {
  attach(stream: LiveStream): AttachResult;
  /** Delivers a change to the streams on this copy. */
  deliver(change: LiveChange): void;
  /** How many streams are open on this copy. */
  size(): number;
  /** Every open stream (to close them all when the server stops). */
  streams(): Iterable<LiveStream>;
}

export function createChangeHub(limits: LiveLimits = DEFAULT_LIVE_LIMITS): ChangeHub {
  const byUser = new Map<string, Set<LiveStream>>();
  const perAddress = new Map<string, number>();
  let open = 0;

  return {
    attach(stream) {
      const mine = byUser.get(stream.userId);
      if ((mine?.size ?? 0) >= limits.perPerson) return { ok: false, reason: 'person' };
      if ((perAddress.get(stream.address) ?? 0) >= limits.perAddress) return { ok: false, reason: 'address' };
      const set = mine ?? new Set<LiveStream>();
      byUser.set(stream.userId, set);
      set.add(stream);
      perAddress.set(stream.address, (perAddress.get(stream.address) ?? 0) + 1);
      open++;
      let attached = true;
      return {
        ok: true,
        detach: () => {
          if (!attached) return;
          attached = false;
          open--;
          set.delete(stream);
          if (set.size === 0) byUser.delete(stream.userId);
          const left = (perAddress.get(stream.address) ?? 1) - 1;
          if (left > 0) perAddress.set(stream.address, left);
          else perAddress.delete(stream.address);
        },
      };
    },
    deliver(change) {
      const streams = byUser.get(change.userId);
      if (!streams) return;
      const data = JSON.stringify({ kind: change.kind ?? 'library' });
      for (const stream of streams) if (change.device === undefined || stream.device !== change.device) stream.send(data);
    },
    size: () => open,
    *streams() {
      for (const set of byUser.values()) yield* set;
    },
  };
}
