/**
 * Work the first screenful does not need (the library and its sync, visit tracking, the service
 * worker and its notices) waits until the page has painted its content: on a warm start the list
 * is in hand about as soon as the app's script has run, and every chunk evaluated in between
 * pushes the cards' first paint back (docs/decisions.md, "What waits for the first screenful").
 * A page that shows no such content (a form, an error) releases the wait after MAX_WAIT_MS.
 */
import { createStore, useStore } from './create-store';

/** From the app's start: the longest the deferred work waits for a page's content. */
export const MAX_WAIT_MS = 1_000;

const shown = createStore(false);
let scheduled = false;

function release(): void {
  shown.set(true);
}

/**
 * Called by a page once its main content is committed (a grid's first cards, a game's details): the
 * deferred work starts after the frame that paints it.
 */
export function markFirstContent(): void {
  if (scheduled || shown.get()) return;
  scheduled = true;
  // The animation frame runs before that frame's paint; the task after it runs once it is painted.
  requestAnimationFrame(() => setTimeout(release, 0));
}

/** Resolves once the first content is painted, or MAX_WAIT_MS after the app started at the latest. */
export function afterFirstContent(): Promise<void> {
  if (shown.get()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = shown.subscribe(() => {
      unsubscribe();
      resolve();
    });
  });
}

/** True once the first content is painted (or the wait is over): gates rendering deferred parts. */
export function useAfterFirstContent(): boolean {
  return useStore(shown);
}

/** Starts the longest wait; main.tsx calls it once, as the app starts. */
export function startFirstContentClock(): void {
  setTimeout(release, MAX_WAIT_MS);
}

/** Tests only: back to a fresh start. */
export function resetFirstContent(): void {
  scheduled = false;
  shown.set(false);
}
