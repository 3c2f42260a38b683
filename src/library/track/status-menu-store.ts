/**
 * Which card's status menu is open: one shared menu for the whole page instead of one per card.
 * A card's button only asks for it; the menu itself loads on the first ask.
 */
import { createStore } from '../../lib/create-store';

export interface MenuRequest {
  gameId: number;
  title: string;
  /** The button that opened it: the menu sits under it, and focus returns to it. */
  anchor: HTMLElement;
  /** Which item takes the focus: the first (Enter, Space, Down, a click) or the last (Up). */
  focus: 'first' | 'last';
}

export const statusMenuStore = createStore<MenuRequest | null>(null);

export function openStatusMenu(request: MenuRequest): void {
  statusMenuStore.get()?.anchor.setAttribute('aria-expanded', 'false');
  statusMenuStore.set(request);
}

/** Closes the menu; `returnFocus` puts the focus back on its button (Escape, a choice). */
export function closeStatusMenu(returnFocus: boolean): void {
  const open = statusMenuStore.get();
  if (!open) return;
  open.anchor.setAttribute('aria-expanded', 'false');
  statusMenuStore.set(null);
  if (returnFocus && open.anchor.isConnected) open.anchor.focus();
}
