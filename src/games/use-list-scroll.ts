/**
 * Back to a list lands on the same card: while a grid is shown, the card at the window's top is
 * kept in the history entry (after scrolling stops, and at once when a link in the grid is followed);
 * a grid mounted on an entry that holds a position for its list renders at least up to that card
 * in its first step and scrolls it back to where it was, before the first paint.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { GameListItem } from '../contract';
import { useLatest } from '../lib/use-latest';
import { firstVisibleItem, readListScroll, saveListScroll } from './list-scroll';

const SAVE_AFTER_SCROLL_MS = 120;

function isDisplayed(element: Element): boolean {
  return element.isConnected && element.getClientRects().length > 0;
}

function scrollToSaved(list: HTMLElement | null, saved: SavedScroll | undefined): void {
  const item = saved && list?.children[saved.index];
  if (saved && item) window.scrollTo({ top: item.getBoundingClientRect().top + window.scrollY - saved.offset, behavior: 'instant' });
}

/** The saved card's index in `games` and its offset, if this entry holds a position for `key`. */
export interface SavedScroll {
  index: number;
  offset: number;
}

export function findSavedScroll(key: string | undefined, games: readonly GameListItem[]): SavedScroll | undefined {
  if (key === undefined) return undefined;
  const saved = readListScroll(key);
  if (!saved) return undefined;
  const index = games[saved.index]?.id === saved.id ? saved.index : games.findIndex((game) => game.id === saved.id);
  return index === -1 ? undefined : { index, offset: saved.offset };
}

/** The position to come back to, read once when the grid mounts: the grid renders at least up to it. */
export function useSavedScroll(key: string | undefined, games: readonly GameListItem[]): SavedScroll | undefined {
  return useState(() => findSavedScroll(key, games))[0];
}

/** Scrolls back to `saved` once `shown` cards include it; keeps the position for `key` while the grid is shown. */
export function useListScroll(listRef: RefObject<HTMLUListElement | null>, key: string | undefined, games: readonly GameListItem[], saved: SavedScroll | undefined, shown: number): void {
  const restored = useRef(saved === undefined);
  // Read through refs: the listeners below are set up once per grid, not again for each search
  // typed on Browse (whose key changes with every key press). Setting them up asks the browser
  // for the list's layout, a forced layout on the way to painting each key's results.
  const latestKey = useLatest(key);
  const latestGames = useLatest(games);

  useLayoutEffect(() => {
    if (restored.current || !saved || shown <= saved.index) return;
    restored.current = true;
    scrollToSaved(listRef.current, saved);
  }, [listRef, saved, shown]);

  // Suspense can keep this page mounted but hidden (display: none) while another route shows, and
  // show it again on Back: then the position saved in the entry is restored as it becomes displayed.
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    // Read at the observer's first report, after the browser's own layout: read here, as the grid
    // mounts, it forced a layout of the whole page in the middle of start-up.
    let displayed: boolean | undefined;
    const observer = new ResizeObserver(() => {
      const now = isDisplayed(list);
      if (now && displayed === false) scrollToSaved(list, findSavedScroll(latestKey.current, latestGames.current));
      displayed = now;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, latestKey, latestGames]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const save = () => {
      const key = latestKey.current;
      // A scroll can be reported after the route changed, while this page is gone or held hidden:
      // the new page's entry is not this list's.
      if (key === undefined || !isDisplayed(list)) return;
      const top = firstVisibleItem(list);
      const game = top && latestGames.current[top.index];
      if (top && game) saveListScroll({ key, index: top.index, id: game.id, offset: top.offset });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_AFTER_SCROLL_MS);
    };
    // Capture: saved before the link's own navigation makes a new history entry.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) save();
    };
    addEventListener('scroll', onScroll, { passive: true });
    list.addEventListener('click', onClick, true);
    return () => {
      clearTimeout(timer);
      removeEventListener('scroll', onScroll);
      list.removeEventListener('click', onClick, true);
    };
  }, [listRef, latestKey, latestGames]);
}
