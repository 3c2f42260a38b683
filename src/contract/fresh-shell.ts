/**
 * The update notice's fallback reload. When the new service worker has not taken over in time, the
 * page navigates to its own address with this query parameter; the service worker answers such a
 * navigation with the server's current index.html (the precached one only when the network fails),
 * so the reload brings the new version even while the old worker still controls the page.
 */
export const FRESH_SHELL_PARAM = 'fresh-shell';

/** `href` with the marker added (any hash route kept). */
export function freshShellUrl(href: string, stamp: number): string {
  const url = new URL(href);
  url.searchParams.set(FRESH_SHELL_PARAM, String(stamp));
  return url.href;
}

/** `href` without the marker, or undefined when it carries none. */
export function withoutFreshShell(href: string): string | undefined {
  const url = new URL(href);
  if (!url.searchParams.has(FRESH_SHELL_PARAM)) return undefined;
  url.searchParams.delete(FRESH_SHELL_PARAM);
  return url.href;
}
