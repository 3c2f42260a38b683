/**
 * A card's part of the library: the status badge of a tracked game and one small menu button. It is
 * in every card of a 400-card grid, so it holds no hooks or per-card closures: the handlers are
 * shared and read the game from the button's data attributes.
 */
import type { KeyboardEvent, MouseEvent } from 'react';
import { STATUS_LABELS } from '../../contract';
import type { CardTrackerProps } from '../../lib/tracking-slots';
import { openStatusMenu } from './status-menu-store';
import './track.css';

function open(button: HTMLButtonElement, focus: 'first' | 'last'): void {
  openStatusMenu({ gameId: Number(button.dataset.gameId), title: button.dataset.title ?? '', anchor: button, focus });
}

const onClick = (event: MouseEvent<HTMLButtonElement>) => open(event.currentTarget, 'first');

// The menu button pattern: Down and Up open the menu on its first or last item.
function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  open(event.currentTarget, event.key === 'ArrowDown' ? 'first' : 'last');
}

export function CardTracker({ gameId, title, status }: CardTrackerProps) {
  return (
    <div className="card-track">
      {status && <span className={`status-badge status-${status}`}>{STATUS_LABELS[status]}</span>}
      <button
        type="button"
        className="track-button"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-label={status ? `Change status of ${title}` : `Track ${title}`}
        data-game-id={gameId}
        data-title={title}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {status ? 'Change' : 'Track'}
      </button>
    </div>
  );
}
