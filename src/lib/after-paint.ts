/**
 * Work that should wait until the browser has painted what a change shows: the deferred start-up
 * (src/lib/first-content.ts) and a tap's history entry (src/lib/use-hash-route.ts).
 */

/**
 * The longest wait for an animation frame: an engine may withhold frames (WebKit under automation,
 * a page in the background, Low Power Mode), and a timer still runs (docs/browser-support.md).
 */
export const FRAME_BOUND_MS = 100;

/**
 * `then`, to be run once: by `run`, or by itself after `boundMs`, whichever comes first; `cancel`
 * stops both. For waits on events that may never come (a frame, a picture's load).
 */
export function onceWithin(then: () => void, boundMs: number): { run: () => void; cancel: () => void } {
  let ran = false;
  const cancel = () => {
    ran = true;
    clearTimeout(bound);
  };
  const run = () => {
    if (ran) return;
    cancel();
    then();
  };
  const bound = setTimeout(run, boundMs);
  return { run, cancel };
}

/** Runs `then` once, after the next frame is painted or after FRAME_BOUND_MS, whichever comes first. Returns a function that cancels it. */
export function afterPaint(then: () => void): () => void {
  const { run, cancel } = onceWithin(then, FRAME_BOUND_MS);
  // The frame's callback runs before its paint; the task after it, once painted.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  return cancel;
}
