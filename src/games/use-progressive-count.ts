/**
 * How many of a grid's items to render now: the first screenful at once, then `chunk` more after
 * each yield, each step in a transition, so no single task builds hundreds of cards and input is
 * answered between steps. With an `endMarker` (an element just after the list) a step waits until
 * the end of the list comes within a window's height of the view instead: the grid grows as the
 * person scrolls. A new `resetKey` (another search) starts again from `first`; the same key with a
 * new list (a quiet refresh) keeps what is already shown. See docs/decisions.md.
 */
import { startTransition, useEffect, useState, type RefObject } from 'react';

/** Cards in the first viewport on any screen we lay out (4 rows of 3 at 2560 px, 2+ on a phone). */
export const FIRST_SCREENFUL = 12;
/** Cards added per step: a few milliseconds of work on a slow phone. */
export const CARDS_PER_STEP = 36;

/** How near the view the end of the list starts the next step, when growth follows scrolling: a window's height below it. */
const NEAR_THE_END = '0px 0px 100% 0px';

/**
 * `initial`: the first step's size when the grid mounts (more when it must reach a card to scroll
 * back to). `endMarker`: follow scrolling rather than the clock (IntersectionObserver is needed).
 */
export function useProgressiveCount(total: number, resetKey = '', initial = FIRST_SCREENFUL, endMarker?: RefObject<Element | null>, chunk = CARDS_PER_STEP): number {
  const first = FIRST_SCREENFUL;
  const [shown, setShown] = useState({ key: resetKey, count: Math.max(first, initial) });
  // A new key reads as a fresh start at once (no effect round trip, no frame with the old count).
  if (shown.key !== resetKey) setShown({ key: resetKey, count: first });
  const count = shown.key === resetKey ? shown.count : first;

  useEffect(() => {
    if (count >= total) return;
    const step = () => startTransition(() => setShown((previous) => (previous.key === resetKey ? { key: resetKey, count: previous.count + chunk } : previous)));
    const marker = endMarker?.current;
    if (marker) {
      // An observer per step: its first report tells whether the end is still near after the last step's cards.
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        step();
      }, { rootMargin: NEAR_THE_END });
      observer.observe(marker);
      return () => observer.disconnect();
    }
    // A macrotask, not a microtask: the browser paints and handles input before the next step.
    const timer = setTimeout(step, 0);
    return () => clearTimeout(timer);
  }, [count, total, resetKey, chunk, endMarker]);

  return Math.min(count, total);
}
