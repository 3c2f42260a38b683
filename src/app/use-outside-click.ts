/** Calls `onOutside` when a pointer goes down outside `ref` while `active` (mouse and touch alike). */
import { useEffect, type RefObject } from 'react';
import { useLatest } from '../lib/use-latest';

export function useOutsideClick(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const callback = useLatest(onOutside);
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) callback.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active, callback]);
}
