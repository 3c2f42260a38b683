/**
 * A ref that always holds the latest `value`, updated after each render: effects and listeners
 * read `.current` to call the newest callback without re-subscribing when it changes identity.
 */
import { useEffect, useRef } from 'react';

export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
