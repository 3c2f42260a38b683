/**
 * One value of browser state that components read through useSyncExternalStore: the install offer,
 * the waiting service worker, the age of the data on screen. Setting an equal value notifies no one.
 */
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  /** The value it started with, also what server rendering and hydration read. */
  readonly initial: T;
  /** The current value. */
  get(): T;
  /** Replaces the value and notifies every subscriber, unless it is the same value (Object.is). */
  set(next: T): void;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** A store starting at `initial`. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The store's current value; the component re-renders when it changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
