/**
 * Bounds a promise in time: the service worker hands background work to `waitUntil`, and the browser
 * will not activate a waiting version while an event of the active one is still open.
 */

/**
 * Resolves with `promise`'s value, or with `fallback` once `ms` have passed or when it rejects. The
 * work itself may go on (a stream read cannot always be stopped), but nothing waits for it any more.
 */
export function settleWithin<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}
