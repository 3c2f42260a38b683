/**
 * A promise the test settles by hand, to look at a pending state. Given a signal, it rejects as
 * fetch does when the signal aborts.
 */
export function deferred<T>(signal?: AbortSignal): { promise: Promise<T>; resolve: (value: T) => void; reject: (reason: unknown) => void } {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
    signal?.addEventListener('abort', () => fail(new DOMException('The operation was aborted.', 'AbortError')));
  });
  return { promise, resolve, reject };
}
