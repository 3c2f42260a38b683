/**
 * Live change notices between features in one page: the library's live channel (the one
 * `/user/events` stream a page opens) announces the kinds it does not handle itself, and the
 * feature that syncs that kind listens, so features need not import each other.
 */
import type { LiveChangeKind } from '../contract/live-events';

const listeners = new Map<LiveChangeKind, Set<() => void>>();

/** Says that the person's data of this kind changed on another device. */
export function announceLiveChange(kind: LiveChangeKind): void {
  for (const listener of [...(listeners.get(kind) ?? [])]) listener();
}

/** Calls `listener` on each announced change of `kind`; returns the function that stops it. */
export function onLiveChange(kind: LiveChangeKind, listener: () => void): () => void {
  const set = listeners.get(kind) ?? new Set<() => void>();
  listeners.set(kind, set);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}
