/**
 * A navbar dropdown in the disclosure pattern: a button (aria-expanded, aria-controls) showing a
 * list of links. Opens by click, tap, Enter, Space or ArrowDown; arrows move between links; Escape
 * closes and returns the focus; leaving it by Tab, clicking outside or choosing a link closes it.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { ListRoute } from '../contract';
import { NavItem } from './NavItem';
import { useOutsideClick } from './use-outside-click';

export function NavDropdown({
  label,
  entries,
  location,
  onNavigate,
}: {
  label: string;
  entries: readonly ListRoute[];
  location: string;
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Which link to focus once the list is shown: set before opening by keyboard.
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const listId = useId();
  const holdsActive = entries.some((entry) => entry.path === location);

  useOutsideClick(rootRef, open, () => setOpen(false));

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  useEffect(() => {
    if (!open || pendingFocus.current === null) return;
    const all = links();
    (pendingFocus.current === 'first' ? all[0] : all[all.length - 1])?.focus();
    pendingFocus.current = null;
  }, [open]);

  const openWithFocus = (where: 'first' | 'last') => {
    pendingFocus.current = where;
    if (open) {
      const all = links();
      (where === 'first' ? all[0] : all[all.length - 1])?.focus();
      pendingFocus.current = null;
    } else {
      setOpen(true);
    }
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onLinkKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const all = links();
    const index = all.indexOf(event.currentTarget);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    const target = moves[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (target !== undefined) {
      event.preventDefault();
      all[(target + all.length) % all.length]?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    // Focus went somewhere outside the dropdown (Tab out): close. Null means the window lost focus.
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  // The chosen link disappears with the list; the focus goes back to the button instead of being lost.
  const choose = () => {
    close(true);
    onNavigate();
  };

  return (
    <li ref={rootRef} className={open ? 'dropdown open' : 'dropdown'} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={holdsActive ? 'dropdown-toggle active' : 'dropdown-toggle'}
        aria-expanded={open}
        aria-controls={listId}
        aria-current={holdsActive ? 'page' : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      <ul ref={listRef} id={listId} className="dropdown-list" hidden={!open}>
        {entries.map((entry) => (
          <NavItem
            key={entry.path}
            href={entry.path}
            label={entry.label}
            active={entry.path === location}
            onNavigate={choose}
            onKeyDown={onLinkKeyDown}
          />
        ))}
      </ul>
    </li>
  );
}
