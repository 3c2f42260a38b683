/**
 * The one status menu of the page (the menu button pattern): Want to try, Playing, Played, Dropped
 * as radio items with the current one checked, and Remove for a tracked game (Undo Not interested
 * for one Pick for me left out), and Add to list… once the lists are loaded. Up and Down move
 * (wrapping), Home and End jump, a letter jumps to the item starting with it, Enter or Space
 * chooses, Escape and Tab close it and put the focus back on the card's button. Loaded on the first open.
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { STATUS_LABELS, TRACKED_STATUSES, type LibraryStatus } from '../../contract';
import { openAddToList, useAddToListReady } from '../../lib/add-to-list';
import { useLibraryEntry } from '../use-library';
import { setStatus } from '../library-actions';
import { removeWithUndo } from './removal-undo';
import { closeStatusMenu, type MenuRequest } from './status-menu-store';
import './status-menu.css';

const MENU_ID = 'status-menu';
const REMOVE = 'Remove';
/** Remove, for a game marked Not interested in Pick for me: it comes back there. */
export const UNDO_IGNORED = 'Undo Not interested';

function place(anchor: HTMLElement): { top: number; left: number } {
  const box = anchor.getBoundingClientRect();
  return { top: box.bottom + window.scrollY + 4, left: Math.max(8, box.right + window.scrollX - 180) };
}

export function StatusMenu({ request, onProblem }: { request: MenuRequest; onProblem: (message: string) => void }) {
  const { gameId, title, anchor, focus } = request;
  const entry = useLibraryEntry(gameId);
  const current: LibraryStatus | undefined = entry?.status ?? undefined;
  const menuRef = useRef<HTMLDivElement>(null);
  const [position] = useState(() => place(anchor));
  const listsReady = useAddToListReady();

  useLayoutEffect(() => {
    anchor.setAttribute('aria-expanded', 'true');
    anchor.setAttribute('aria-controls', MENU_ID);
    const items = itemsOf(menuRef.current);
    (focus === 'last' ? items[items.length - 1] : items[0])?.focus();
  }, [anchor, focus]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !anchor.contains(target)) closeStatusMenu(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchor]);

  const choose = (change: () => Promise<void>) => {
    closeStatusMenu(true);
    change().catch((error: unknown) => onProblem(error instanceof Error ? error.message : String(error)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(menuRef.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    let next: number | undefined;
    if (event.key === 'ArrowDown') next = (at + 1) % items.length;
    else if (event.key === 'ArrowUp') next = (at - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      closeStatusMenu(true);
      return;
    } else if (/^\p{L}$/u.test(event.key)) {
      const letter = event.key.toLowerCase();
      const order = [...items.slice(at + 1), ...items.slice(0, at + 1)];
      const found = order.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter));
      next = found ? items.indexOf(found) : undefined;
    }
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return createPortal(
    <div
      ref={menuRef}
      id={MENU_ID}
      role="menu"
      aria-label={`Status of ${title}`}
      className="status-menu"
      style={{ top: position.top, left: position.left }}
      onKeyDown={onKeyDown}
    >
      {TRACKED_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          role="menuitemradio"
          aria-checked={status === current}
          tabIndex={-1}
          onClick={() => choose(() => setStatus(gameId, status))}
        >
          {STATUS_LABELS[status]}
        </button>
      ))}
      {listsReady && (
        <>
          <hr role="separator" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              closeStatusMenu(false);
              openAddToList({ gameIds: [gameId], what: title, returnFocus: () => cardButton(anchor, gameId) });
            }}
          >
            Add to list…
          </button>
        </>
      )}
      {current && (
        <>
          <hr role="separator" />
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => choose(() => removeWithUndo(gameId, title, () => cardButton(anchor, gameId)))}>
            {current === 'ignored' ? UNDO_IGNORED : REMOVE}
          </button>
        </>
      )}
    </div>,
    document.body,
  );
}

/** The card's button: the one that opened the menu, or the card drawn again after Undo (My Games' tab drops it). */
function cardButton(anchor: HTMLElement, gameId: number): HTMLElement | null {
  return anchor.isConnected ? anchor : document.querySelector<HTMLElement>(`.track-button[data-game-id="${gameId}"]`);
}

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')] : [];
}
