/**
 * After a route change (not the first page), starts the new page at the top (Back to a list keeps
 * the list's own position), moves the focus to the new page's main heading once
 * it is drawn and announces the page's title in a polite live region, as a page load would for a
 * screen reader. It leaves the focus alone while the person types (the navbar search opens Browse
 * as they type) or has moved it elsewhere meanwhile.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { holdsListScroll } from '../games/list-scroll';

/** Lazy pages and slow games may take a while to draw their heading; past this the main region gets the focus. */
const HEADING_WAIT_MS = 10_000;

function displayed(element: Element): boolean {
  return element.getClientRects().length > 0;
}

function isTyping(element: Element | null): boolean {
  return element instanceof HTMLElement && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

// The app places every page itself (the top, or a list's saved card): the browser's own restoring
// on Back would land wherever the document's height allowed before the grid was drawn.
if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

export function RouteAnnouncer() {
  const [path] = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A new page starts at the top; Back to a list leaves the grid to restore its own position.
    if (!holdsListScroll()) window.scrollTo({ top: 0, behavior: 'instant' });
    const main = document.getElementById('main');
    const before = document.activeElement;
    if (!main || isTyping(before)) return;
    // Only while the focus is where the navigation left it (the link or button used, or nowhere).
    const untouched = () => {
      const now = document.activeElement;
      return now === null || now === document.body || now === before || now === main || !now.isConnected;
    };
    let landed: HTMLElement | null = null;
    const land = (target: HTMLElement) => {
      clearTimeout(timer);
      if (untouched()) {
        if (target !== main) target.tabIndex = -1;
        // Without scrolling: the position is the page's to decide (above), not the heading's.
        target.focus({ preventScroll: true });
      }
      if (!landed) setAnnouncement(document.title);
      landed = target;
    };
    // A page that redraws its heading just after (a slot filled, a lazy part arrived) takes the focus
    // with it: for a short while a replaced heading hands the focus to its successor.
    const settle = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    // The heading once drawn; the main region for a page drawn without one (NotFound); nothing while a
    // spinner shows. Only what is displayed counts: Suspense keeps the previous page, hidden, meanwhile.
    const target = () => {
      const heading = Array.from(main.querySelectorAll<HTMLElement>('h1')).find(displayed);
      if (heading) return heading;
      return Array.from(main.querySelectorAll('[aria-busy="true"]')).some(displayed) ? null : main;
    };
    const observer = new MutationObserver(() => {
      if (landed?.isConnected) return;
      const found = target();
      if (found) land(found);
    });
    const timer = setTimeout(() => land(main), HEADING_WAIT_MS);
    const found = target();
    if (found) land(found);
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(settle);
    };
  }, [path]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );
}
