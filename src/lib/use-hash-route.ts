/**
 * Hash routing that keeps a query in the hash (`#/browse?q=war`): the router sees only the path,
 * so every route accepts and ignores a query string, and pages that keep state there read it with
 * useHashQuery. wouter's own hash hook would match `/all?x=1` as a path and show Not found.
 */
import { useSyncExternalStore } from 'react';

const subscribe = (callback: () => void): (() => void) => {
  addEventListener('hashchange', callback);
  return () => removeEventListener('hashchange', callback);
};

/** The hash without `#`, always starting with `/`: the path and its query, e.g. `/browse?q=war`. */
export const hashTarget = (): string => `/${location.hash.replace(/^#?\/?/, '')}`;
const hashPath = (): string => hashTarget().split('?')[0] ?? '/';
const hashQuery = (): string => {
  const target = hashTarget();
  const at = target.indexOf('?');
  return at === -1 ? '' : target.slice(at + 1);
};

/** Goes to `to` (a path with an optional `?query`), adding a history entry unless `replace`. */
export function navigateHash(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const oldURL = location.href;
  history[replace ? 'replaceState' : 'pushState'](null, '', `#${to.startsWith('/') ? to : `/${to}`}`);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: location.href }));
}

/** A pause in typing this long makes what was typed a history entry of its own. */
export const TYPED_ENTRY_PAUSE_MS = 1_000;
let lastTypedAt = Number.NEGATIVE_INFINITY;

/**
 * Goes to `to` for a key typed in a search field. Keys that follow each other replace the entry the
 * first of them added, so Back does not step through letters; after a pause the next key adds an
 * entry, so Back and Forward step through earlier searches. `fromElsewhere`: the key was typed on
 * another page, so it always opens `to` as a new entry.
 */
export function navigateHashWhileTyping(to: string, { fromElsewhere = false, now = performance.now() } = {}): void {
  navigateHash(to, { replace: !fromElsewhere && now - lastTypedAt < TYPED_ENTRY_PAUSE_MS });
  lastTypedAt = now;
}

/** wouter's location hook: the path part of the hash and the navigate function. */
export function useHashPath(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useSyncExternalStore(subscribe, hashPath, () => '/'), navigateHash];
}
useHashPath.hrefs = (href: string): string => `#${href}`;

/** The query part of the hash (without `?`), '' when there is none. */
export function useHashQuery(): string {
  return useSyncExternalStore(subscribe, hashQuery, () => '');
}
