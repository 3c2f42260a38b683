/**
 * The installed app's icon badge (the Badging API), where the browser has it: only in an installed
 * app, where an icon exists to carry it. Never throws: a refused badge is only a missing hint.
 */
import { isStandalone } from './is-standalone';

interface BadgingNavigator {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

function badging(): BadgingNavigator | undefined {
  return typeof navigator !== 'undefined' && isStandalone() ? (navigator as BadgingNavigator) : undefined;
}

/** Shows `count` on the app's icon (nothing for 0). */
export function showAppBadge(count: number): void {
  const api = badging();
  if (count <= 0) return clearAppBadge();
  api?.setAppBadge?.(count).catch(() => undefined);
}

export function clearAppBadge(): void {
  badging()?.clearAppBadge?.().catch(() => undefined);
}
