/**
 * How many of a grid's items to render now: the first screenful at once, then more after each
 * yield, each step in a transition, so no single task builds hundreds of cards and input is
 * answered between steps. Each step is timed (from its timer to its commit) and the next one sized
 * to fit STEP_BUDGET_MS on this device: a fast desktop adds the rest in a few frames, a slow phone in
 * small steps. A new `resetKey` (another search) starts again from `first`; the same key with a new
 * list (a quiet refresh) keeps what is already shown. See docs/decisions.md.
 */
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Cards in the first viewport on any screen we lay out (4 rows of 3 at 2560 px, 2+ on a phone). */
export const FIRST_SCREENFUL = 12;
/** Cards added by the first step after the first screenful, before any step has been timed. */
export const CARDS_PER_STEP = 36;
/** The most cards one step adds, however fast the device: a bound on any one commit. */
export const MAX_CARDS_PER_STEP = 144;
/** Script time one step may take (render and commit); the frame's style and layout come on top, below a 50 ms long task. */
export const STEP_BUDGET_MS = 12;

/**
 * The next step's size, from the last step's cards and its measured time: as many as fit the budget
 * at that pace, at most twice the last step (one fast step may be luck) and never below a screenful.
 */
export function nextStepSize(cards: number, elapsedMs: number): number {
  const perCardMs = Math.max(elapsedMs, 0.1) / Math.max(cards, 1);
  const fits = Math.floor(STEP_BUDGET_MS / perCardMs);
  return Math.max(FIRST_SCREENFUL, Math.min(fits, cards * 2, MAX_CARDS_PER_STEP));
}

/** `initial`: the first step's size when the grid mounts (more when it must reach a card to scroll back to). */
export function useProgressiveCount(total: number, resetKey = '', initial = FIRST_SCREENFUL): number {
  const first = FIRST_SCREENFUL;
  const [shown, setShown] = useState({ key: resetKey, count: Math.max(first, initial) });
  // The step under way (when its timer ran, how many it adds) and the size of the next one.
  const step = useRef<{ startedAt: number; cards: number } | null>(null);
  const chunk = useRef(CARDS_PER_STEP);
  // A new key reads as a fresh start at once (no effect round trip, no frame with the old count).
  if (shown.key !== resetKey) setShown({ key: resetKey, count: first });
  const count = shown.key === resetKey ? shown.count : first;

  // In the commit that shows the step's cards, before the frame's style and layout: render and commit only.
  useLayoutEffect(() => {
    const done = step.current;
    if (!done) return;
    step.current = null;
    chunk.current = nextStepSize(done.cards, performance.now() - done.startedAt);
  }, [count]);

  useEffect(() => {
    if (count >= total) return;
    // A macrotask, not a microtask: the browser paints and handles input before the next step.
    const timer = setTimeout(() => {
      const cards = chunk.current;
      step.current = { startedAt: performance.now(), cards };
      startTransition(() => setShown((previous) => (previous.key === resetKey ? { key: resetKey, count: previous.count + cards } : previous)));
    }, 0);
    return () => clearTimeout(timer);
  }, [count, total, resetKey]);

  return Math.min(count, total);
}
