/**
 * Where a list was scrolled to, kept in its own history entry (history.state), so Back to that entry
 * finds it and a fresh visit to the same list (a new entry) starts at the top. Saved as the card at
 * the top of the window and how far above or below the window's top it sat, which survives a grid
 * whose rows are a little taller or shorter than last time.
 */

export interface ListScroll {
  /** Which list (its path and query), so another list in the same entry never reads it. */
  key: string;
  /** The index of the first card whose box reaches into the window. */
  index: number;
  /** That card's game id, to find it again if the list's order changed meanwhile. */
  id: number;
  /** Its top edge relative to the window's top, in CSS pixels (negative: partly scrolled past). */
  offset: number;
}

const FIELD = 'freeplayListScroll';

function isListScroll(value: unknown): value is ListScroll {
  if (typeof value !== 'object' || value === null) return false;
  const { key, index, id, offset } = value as Record<string, unknown>;
  return typeof key === 'string' && Number.isInteger(index) && Number.isInteger(id) && typeof offset === 'number' && Number.isFinite(offset);
}

function savedInEntry(): ListScroll | undefined {
  const state: unknown = history.state;
  const saved = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[FIELD] : undefined;
  return isListScroll(saved) && saved.index >= 0 ? saved : undefined;
}

/** The position saved for `key` in the current history entry, if any (a corrupt one reads as none). */
export function readListScroll(key: string): ListScroll | undefined {
  const saved = savedInEntry();
  return saved?.key === key ? saved : undefined;
}

/** Whether the current history entry holds a list's position: Back to it restores that, not the top. */
export function holdsListScroll(): boolean {
  return savedInEntry() !== undefined;
}

/** Keeps `scroll` in the current history entry, beside whatever else the entry holds. */
export function saveListScroll(scroll: ListScroll): void {
  const state: unknown = history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  history.replaceState({ ...base, [FIELD]: scroll }, '');
}

/** The first item of `list` whose box reaches below the window's top edge (binary search on boxes). */
export function firstVisibleItem(list: HTMLElement): { index: number; offset: number } | undefined {
  const items = list.children;
  let low = 0;
  let high = items.length - 1;
  if (high < 0) return undefined;
  while (low < high) {
    const middle = (low + high) >> 1;
    const box = items[middle]?.getBoundingClientRect();
    if (box && box.bottom > 0) high = middle;
    else low = middle + 1;
  }
  const box = items[low]?.getBoundingClientRect();
  return box ? { index: low, offset: box.top } : undefined;
}
