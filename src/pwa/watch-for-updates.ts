/**
 * Asks the browser to look for a new service worker hourly and whenever the app becomes visible
 * again, so installed apps that stay open for days (phones) still learn of new versions.
 */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

const watched = new WeakSet<object>();

/** Starts the checks for one registration (once, however often it is called); returns a stop function. */
export function watchForUpdates(
  registration: { update(): Promise<unknown> },
  intervalMs = UPDATE_CHECK_INTERVAL_MS,
): () => void {
  if (watched.has(registration)) return () => undefined;
  watched.add(registration);
  const check = () => {
    // Offline the check can only fail; the next tick or visit tries again.
    if (!navigator.onLine) return;
    registration.update().catch(() => undefined);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = setInterval(check, intervalMs);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    watched.delete(registration);
  };
}
