/**
 * Keeps this device's visit going while the app is used on any page, not only on the landing page:
 * each route change and each return to the tab counts as activity, at most once a minute (a
 * localStorage write each). "New since your last visit" then compares with the end of the real
 * previous visit.
 */
import { touchVisit } from './visit-store';

const EVERY_MS = 60_000;

export function trackVisits(now: () => number = Date.now): () => void {
  let last = -Infinity;
  const touch = () => {
    const at = now();
    if (at - last < EVERY_MS) return;
    last = at;
    touchVisit(at);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') touch();
  };
  touch();
  addEventListener('hashchange', touch);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    removeEventListener('hashchange', touch);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
