/**
 * How many of a grid's items to render now: the first screenful at once, then `chunk` more after
 * each yield, each step in a transition, so no single task builds hundreds of cards and input is
 * answered between steps. A new `resetKey` (another search) starts again from `first`; the same key
 * with a new list (a quiet refresh) keeps what is already shown. See docs/decisions.md.
 */
import { startTransition, useEffect, useState } from 'react';

/** Cards in the first viewport on any screen we lay out (4 rows of 3 at 2560 px, 2+ on a phone). */
export const FIRST_SCREENFUL = 12;
/** Cards added per step: a few milliseconds of work on a slow phone. */
export const CARDS_PER_STEP = 36;

/** `initial`: the first step's size when the grid mounts (more when it must reach a card to scroll back to). */
export function useProgressiveCount(total: number, resetKey = '', initial = FIRST_SCREENFUL, chunk = CARDS_PER_STEP): number {
  const first = FIRST_SCREENFUL;
  const [shown, setShown] = useState({ key: resetKey, count: Math.max(first, initial) });
  // A new key reads as a fresh start at once (no effect round trip, no frame with the old count).
  if (shown.key !== resetKey) setShown({ key: resetKey, count: first });
  const count = shown.key === resetKey ? shown.count : first;

  useEffect(() => {
    if (count >= total) return;
    // A macrotask, not a microtask: the browser paints and handles input before the next step.
    const timer = setTimeout(() => {
      startTransition(() => setShown((previous) => (previous.key === resetKey ? { key: resetKey, count: previous.count + chunk } : previous)));
    }, 0);
    return () => clearTimeout(timer);
  }, [count, total, resetKey, chunk]);

  return Math.min(count, total);
}
