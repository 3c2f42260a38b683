/**
 * Work that waits until its place on the page comes near the view: a picture asked for, a part
 * that is costly to make made. One observer serves every element at the same distance.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** About as far ahead as browsers' own lazy loading starts a picture. */
export const PICTURE_MARGIN = '800px';

const callbacks = new WeakMap<Element, () => void>();
const observers = new Map<string, IntersectionObserver>();

function observerFor(margin: string): IntersectionObserver {
  let observer = observers.get(margin);
  if (!observer) {
    const made = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        made.unobserve(entry.target);
        callbacks.get(entry.target)?.();
        callbacks.delete(entry.target);
      }
    }, { rootMargin: margin });
    observers.set(margin, made);
    observer = made;
  }
  return observer;
}

/**
 * Calls `callback` once `element` comes within `margin` of the view (at once without
 * IntersectionObserver); returns a stop.
 */
export function whenNear(element: Element, callback: () => void, margin = PICTURE_MARGIN): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  const observer = observerFor(margin);
  callbacks.set(element, callback);
  observer.observe(element);
  return () => {
    observer.unobserve(element);
    callbacks.delete(element);
  };
}

/** A ref for an element, and whether it has come within `margin` of the view yet (true from then on). */
export function useNearView<T extends Element>(margin: string): [RefObject<T>, boolean] {
  const element = useRef<T>(null);
  const [near, setNear] = useState(false);
  useLayoutEffect(() => {
    const current = element.current;
    if (!current) return;
    return whenNear(current, () => setNear(true), margin);
  }, [margin]);
  return [element, near];
}
