/**
 * When a page's high-priority pictures (its largest paint) are on screen: the deferred start-up
 * waits for it (src/lib/first-content.ts). Where the engine has Element Timing (Chromium), each
 * picture's own entry says it was presented; the frame after the load event or after decode() can
 * still come before that, with the compositor's work still to do, and chunks started then came
 * before the picture's paint. Elsewhere: decode() settled (a `decoding="async"` picture's load
 * event comes before the frame that draws it), or the load or error event where there is no
 * decode(). A picture that fails counts as done; the caller bounds the wait.
 */

/** The `elementtiming` name a high-priority picture carries (src/games/ThumbnailBox.tsx). */
export const PRIORITY_PICTURE_TIMING = 'priority-picture';

/**
 * Carried by the box of a high-priority picture that is still waiting for its turn
 * (src/games/PictureInTurn.tsx): it becomes the picture a render later, after the page's mark.
 */
export const PENDING_PRIORITY_PICTURE = 'data-priority-picture-pending';

/** The page's high-priority pictures, as the browser was asked to fetch them first. */
export function priorityPictures(): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
}

/** True while a high-priority picture is still an empty box waiting for its turn. */
export function priorityPicturesPending(): boolean {
  return document.querySelector(`[${PENDING_PRIORITY_PICTURE}]`) !== null;
}

function hasElementTiming(): boolean {
  return typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('element');
}

/** Calls `then` once every one of `pictures` has an Element Timing entry (it was presented) or has failed. */
function whenPresented(pictures: readonly HTMLImageElement[], then: () => void): void {
  const waiting = new Set<Element>(pictures);
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) done((entry as PerformanceEntry & { element?: Element | null }).element);
  });
  function done(element: Element | null | undefined): void {
    if (!element || !waiting.delete(element) || waiting.size > 0) return;
    observer.disconnect();
    then();
  }
  observer.observe({ type: 'element', buffered: true });
  for (const image of pictures) {
    if (image.complete && image.naturalWidth === 0) done(image);
    else image.addEventListener('error', () => done(image), { once: true });
  }
}

/** Resolves once `image` is ready to be painted (decoded), or has failed. */
function decoded(image: HTMLImageElement): Promise<void> {
  if (typeof image.decode === 'function') return image.decode().catch(() => undefined);
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Calls `then` once every one of `pictures` is on screen (Element Timing) or, where the engine
 * cannot say, ready to be painted; the caller waits for a frame after the latter.
 */
export function whenPicturesPainted(pictures: readonly HTMLImageElement[], then: () => void): void {
  if (hasElementTiming()) whenPresented(pictures, then);
  else void Promise.all(pictures.map(decoded)).then(then);
}
