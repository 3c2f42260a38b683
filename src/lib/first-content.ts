/**
 * Work the first screenful does not need (the library and its sync, visit tracking, the service
 * worker and its notices) waits until the page has painted its content: on a warm start the list
 * is in hand about as soon as the app's script has run, and every chunk evaluated in between
 * pushes the cards' first paint back (docs/decisions.md, "What waits for the first screenful").
 * A page that shows no such content (a form, an error) releases the wait after MAX_WAIT_MS; a page
 * whose content is on its way (a list behind its spinner, a game loading) holds it, up to MAX_HELD_WAIT_MS.
 * Every signal waited on (a frame, a picture's load) has a timer bound of its own, since an engine may withhold it.
 */
import { useEffect } from 'react';
import { afterPaint, onceWithin } from './after-paint';
import { createStore, useStore } from './create-store';
import { priorityPictures, priorityPicturesPending, whenPicturesPainted } from './priority-pictures';

/** From the app's start: the longest the deferred work waits for a page's content. */
export const MAX_WAIT_MS = 1_000;
/** From the app's start: the longest a page's hold (content on its way) keeps it waiting. */
export const MAX_HELD_WAIT_MS = 5_000;

const shown = createStore(false);
let scheduled = false;
let holds = 0;
let clockRanOut = false;

function release(): void {
  shown.set(true);
}

/** The longest wait for the high-priority pictures' paint (src/lib/priority-pictures.ts), from the content's mark. */
export const PICTURES_BOUND_MS = 1_500;

/** Runs `then` once every high-priority picture on the page (its largest paint) is painted or has failed. */
function afterPriorityPictures(then: () => void): void {
  const { run: finish } = onceWithin(then, PICTURES_BOUND_MS);
  const look = (again: boolean) => {
    const pictures = priorityPictures();
    if (pictures.length > 0) return whenPicturesPainted(pictures, finish);
    // On a first visit the picture takes its turn in a layout effect and enters a render after
    // the one that marked the content: it is there once that render is committed.
    if (again && priorityPicturesPending()) return void setTimeout(() => look(false), 0);
    finish();
  };
  look(true);
}

/**
 * Called by a page once its main content is committed (a grid's first cards, a game's details): the
 * deferred work starts after the frame that paints it, and after its high-priority pictures, so that
 * no chunk competes with them (or with MAX_HELD_WAIT_MS, should one never arrive).
 */
export function markFirstContent(): void {
  if (scheduled || shown.get()) return;
  scheduled = true;
  afterPriorityPictures(() => afterPaint(release));
}

/**
 * Says that the page's content is on its way: MAX_WAIT_MS alone no longer starts the deferred work
 * until the returned function ends the hold (content shown, an error, the page left).
 */
export function holdFirstContent(): () => void {
  holds += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    holds -= 1;
    // Unless the page that ended it marked its content meanwhile: then that content's pictures decide.
    if (holds === 0 && clockRanOut) {
      afterPaint(() => {
        if (!scheduled) release();
      });
    }
  };
}

/** Holds the deferred work while `loading` (see holdFirstContent). */
export function useHoldFirstContent(loading: boolean): void {
  useEffect(() => (loading ? holdFirstContent() : undefined), [loading]);
}

/** Resolves once the first content is painted, or once the waits above run out. */
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

/** Starts the longest waits; main.tsx calls it once, as the app starts. */
export function startFirstContentClock(): void {
  setTimeout(() => {
    clockRanOut = true;
    if (holds === 0) release();
  }, MAX_WAIT_MS);
  setTimeout(release, MAX_HELD_WAIT_MS);
}

/** Tests only: back to a fresh start. */
export function resetFirstContent(): void {
  scheduled = false;
  holds = 0;
  clockRanOut = false;
  shown.set(false);
}
