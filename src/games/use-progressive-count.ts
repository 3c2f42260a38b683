/**
 * How many of a grid's items to render now: the first screenful at once, then `chunk` more after
 * each yield, each step in a transition, so no single task builds hundreds of cards and input is
 * answered between steps. With an `endMarker` (an element just after the list) a step waits until
 * the end of the list comes within a window's height of the view instead: the grid grows as the
 * person scrolls. A new `resetKey` (another search) starts again from `first`; the same key with a
 * new list (a quiet refresh) keeps what is already shown. See docs/decisions.md.
 */
import { startTransition, useEffect, useState, type RefObject } from 'react';

/** Cards in the first viewport on any screen we lay out, at most (4 rows of 3 at 2560 px). */
export const FIRST_SCREENFUL = 12;
/**
 * Shorter than any card in any of games.css's layouts, with room to spare: the shortest measured in
 * Chromium was 363 px (320 px wide, one column) and 381-510 px elsewhere, the picture box and the
 * lines under it.
 */
const SHORTEST_CARD_PX = 240;
/** games.css lays the grid out in one column below this width, in two or three from it. */
const ONE_COLUMN_BELOW_PX = 576;

/**
 * The cards this window can show before any scrolling, counted generously (three columns wherever
 * there are more than one): each is laid out at its real size in the grid's first frame
 * (GameGrid), which the page's first style and layout pay for, so a phone's single column makes
 * its 4 rather than 12 (docs/decisions.md, "Start-up never blocks").
 */
export function firstScreenful(): number {
  if (typeof window === 'undefined') return FIRST_SCREENFUL;
  const columns = window.innerWidth < ONE_COLUMN_BELOW_PX ? 1 : 3;
  const rows = Math.max(1, Math.ceil(window.innerHeight / SHORTEST_CARD_PX));
  return Math.min(FIRST_SCREENFUL, rows * columns);
}
/** Cards added per step: a few milliseconds of work on a slow phone. */
export const CARDS_PER_STEP = 36;

/** How near the view the end of the list starts the next step, when growth follows scrolling: a window's height below it. */
const NEAR_THE_END = '0px 0px 100% 0px';

/**
 * `top`: cards above the view when the grid mounts (coming back to a card further down), so the
 * first step reaches the view: `firstStep` cards, which GameGrid lays out at their real size at
 * once. `endMarker`: follow scrolling rather than the clock (IntersectionObserver is needed).
 */
export function useProgressiveCount(total: number, resetKey = '', top = 0, endMarker?: RefObject<Element | null>, chunk = CARDS_PER_STEP): { shown: number; firstStep: number } {
  // Measured once per mount: the window's size then sets the first step, and a resize later only adds steps.
  const [first] = useState(firstScreenful);
  const firstStep = top + first;
  const [shown, setShown] = useState({ key: resetKey, count: firstStep });
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

  return { shown: Math.min(count, total), firstStep };
}
