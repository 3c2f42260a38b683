/**
 * Runs work the person is not waiting for in an idle moment of the main thread (requestIdleCallback),
 * or after `timeoutMs` at the latest; a timer where the engine has no idle callbacks (Safari).
 * Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
