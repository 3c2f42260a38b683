/**
 * The screenshots one at a time in a modal dialog: ← and → (or Previous and Next, or a swipe on a
 * touch screen) move through them, wrapping; Home and End jump; Escape or Close shuts it. Tab stays
 * inside, the page behind is inert meanwhile, and on closing the focus goes back to the gallery
 * (its owner does that with the index handed to `onClose`).
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { screenshotUrl, type GameDetail } from '../../contract';
import { afterPaint } from '../../lib/after-paint';

type Screenshot = GameDetail['screenshots'][number];
import { screenshotAlt } from './screenshot-alt';

/** A horizontal drag at least this long (CSS pixels) is a swipe. */
export const SWIPE_PX = 50;

export function Lightbox({ title, screenshots, start, onClose }: {
  title: string;
  screenshots: readonly Screenshot[];
  start: number;
  onClose: (at: number) => void;
}) {
  const [at, setAt] = useState(start);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<{ x: number; y: number } | undefined>(undefined);
  const count = screenshots.length;
  const shot = screenshots[at] ?? screenshots[0];
  const move = (step: number) => setAt((current) => (current + step + count) % count);

  useEffect(() => {
    closeButton.current?.focus();
    // Everything behind the dialog leaves the tab order and the accessibility tree while it is open,
    // once the dialog is painted: making the whole page inert restyles all of it, which in the
    // tap's own frame held up the dialog's first paint. The focus is already inside it meanwhile.
    const root = document.getElementById('root');
    const cancel = afterPaint(() => root?.setAttribute('inert', ''));
    return () => {
      cancel();
      root?.removeAttribute('inert');
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') onClose(at);
    else if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'Home') setAt(0);
    else if (event.key === 'End') setAt(count - 1);
    else if (event.key === 'Tab') trapTab(event, dialog.current);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeFrom.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = undefined;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) move(dx < 0 ? 1 : -1);
  };

  if (!shot) return null;
  return createPortal(
    <div className="lightbox-backdrop" onClick={(event) => event.target === event.currentTarget && onClose(at)}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-label={`${title} screenshots`} className="lightbox" onKeyDown={onKeyDown} tabIndex={-1}>
        <figure onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeFrom.current = undefined)}>
          <img src={screenshotUrl(shot.id)} alt={screenshotAlt(title, at, count)} draggable={false} />
          <figcaption aria-live="polite">{at + 1} / {count}</figcaption>
        </figure>
        <div className="lightbox-controls">
          <button type="button" className="outline" onClick={() => move(-1)} disabled={count < 2}>← Previous</button>
          <button type="button" className="outline" onClick={() => move(1)} disabled={count < 2}>Next →</button>
          <button type="button" ref={closeButton} onClick={() => onClose(at)}>Close</button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

// Tab and Shift+Tab wrap around the dialog's own buttons.
function trapTab(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLElement | null): void {
  const stops = dialog ? [...dialog.querySelectorAll<HTMLElement>('button:not([disabled])')] : [];
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
