/**
 * Hash routing that keeps a query in the hash (`#/browse?q=war`): the router sees only the path,
 * so every route accepts and ignores a query string, and pages that keep state there read it with
 * useHashQuery. wouter's own hash hook would match `/all?x=1` as a path and show Not found.
 *
 * Keys typed in a search field change what the app shows at once but reach the address bar at a
 * pause in typing: each history write is a same-document navigation for the browser, a few
 * milliseconds of the page's main thread and more of the browser's, on every key (docs/decisions.md).
 */
import { useSyncExternalStore } from 'react';
import { afterPaint } from './after-paint';
import { pathOf, targetOfHash } from './hash-target';

/** What the page shows and the history does not hold yet (typed, or tapped): the target, and whether it adds an entry. */
let typed: { to: string; replace: boolean } | null = null;
/** Stops the pending write of `typed` (a typing pause's timer, a tap's wait for the paint). */
let cancelTypedWrite: (() => void) | undefined;
function stopTypedWrite(): void {
  cancelTypedWrite?.();
  cancelTypedWrite = undefined;
}
const listeners = new Set<() => void>();
const notify = (): void => listeners.forEach((listener) => listener());

const subscribe = (callback: () => void): (() => void) => {
  listeners.add(callback);
  addEventListener('hashchange', callback);
  return () => {
    listeners.delete(callback);
    removeEventListener('hashchange', callback);
  };
};

/** The hash without `#`, always starting with `/`: the path and its query, e.g. `/browse?q=war` (what was typed included). */
export const hashTarget = (): string => typed?.to ?? targetOfHash(location.hash);
const hashPath = (): string => pathOf(hashTarget());
const hashQuery = (): string => {
  const target = hashTarget();
  const at = target.indexOf('?');
  return at === -1 ? '' : target.slice(at + 1);
};

/** `to` as the hash holds it, starting with `/`. */
const asTarget = (to: string): string => (to.startsWith('/') ? to : `/${to}`);

function writeHash(to: string, replace: boolean): void {
  const oldURL = location.href;
  history[replace ? 'replaceState' : 'pushState'](null, '', `#${asTarget(to)}`);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: location.href }));
}

/** Writes what was typed to the history now (a pause in typing, another navigation, a click, the page left or blurred). */
export function flushTypedHash(): void {
  stopTypedWrite();
  if (!typed) return;
  const { to, replace } = typed;
  typed = null;
  writeHash(to, replace);
}

if (typeof window !== 'undefined') {
  // Back, Forward or an edited address moved away from the entry the typing was meant for: what the
  // browser shows wins. (Our own writes dispatch an untrusted hashchange.)
  const dropTyped = (event: Event): void => {
    if (!event.isTrusted || !typed) return;
    stopTypedWrite();
    typed = null;
    notify();
  };
  addEventListener('popstate', dropTyped);
  addEventListener('hashchange', dropTyped);
  // A link the browser follows itself (a card) adds its entry after the typed one; leaving keeps it.
  addEventListener('click', flushTypedHash, true);
  for (const leaving of ['pagehide', 'blur'] as const) addEventListener(leaving, flushTypedHash);
}

/** Goes to `to` (a path with an optional `?query`), adding a history entry unless `replace`. */
export function navigateHash(to: string, { replace = false }: { replace?: boolean } = {}): void {
  // What was typed before keeps its own entry, ahead of this one.
  flushTypedHash();
  writeHash(to, replace);
}

/** A pause in typing this long makes what was typed a history entry of its own. */
export const TYPED_ENTRY_PAUSE_MS = 1_000;
/** A pause in typing this long writes what was typed to the address bar. */
export const TYPED_WRITE_PAUSE_MS = 300;
let lastTypedAt = Number.NEGATIVE_INFINITY;

/**
 * Goes to `to` for a key typed in a search field. Keys that follow each other replace the entry the
 * first of them added, so Back does not step through letters; after a pause the next key adds an
 * entry, so Back and Forward step through earlier searches. `fromElsewhere`: the key was typed on
 * another page, so it always opens `to` as a new entry.
 */
export function navigateHashWhileTyping(to: string, { fromElsewhere = false, now = performance.now() } = {}): void {
  const replace = !fromElsewhere && now - lastTypedAt < TYPED_ENTRY_PAUSE_MS;
  lastTypedAt = now;
  const target = asTarget(to);
  // Another page: the route changes now, as any link would change it.
  if (pathOf(target) !== hashPath()) {
    navigateHash(target, { replace });
    return;
  }
  // A key of the same burst keeps the burst's choice: the entry its first key adds, or replaces.
  typed = { to: target, replace: typed ? typed.replace : replace };
  stopTypedWrite();
  const timer = setTimeout(flushTypedHash, TYPED_WRITE_PAUSE_MS);
  cancelTypedWrite = () => clearTimeout(timer);
  notify();
}

/**
 * Goes to `to` (a new history entry, as navigateHash) for a tap that should paint its answer at
 * once, such as a filter: the page shows `to` now and the entry is written once the next frame is
 * painted. A history write is a same-document navigation, about a quarter of a Browse tag's tap on a
 * slowed CPU (docs/decisions.md, "Start-up never blocks"). Another page opens as any link would.
 */
export function navigateHashAfterPaint(to: string): void {
  flushTypedHash();
  const target = asTarget(to);
  if (pathOf(target) !== hashPath()) {
    navigateHash(target);
    return;
  }
  typed = { to: target, replace: false };
  cancelTypedWrite = afterPaint(flushTypedHash);
  notify();
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
