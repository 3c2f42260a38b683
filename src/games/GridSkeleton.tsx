/**
 * What a list shows while it loads: grey cards in the grid's own shape (same columns, thumbnail
 * box, title and button heights), so the grid takes their place without moving anything around it.
 * Announced once as a status by its label; the shapes themselves are hidden from screen readers.
 * As many as the grid's first step (a phone's 4, not 12): the page's first style and layout pays
 * for each.
 */
import { firstScreenful } from './use-progressive-count';
import './games.css';

export function GridSkeleton({ label, cards = firstScreenful() }: { label: string; cards?: number }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className="grid-skeleton">
      {/* Divs, not a list: tools and tests read `ul > li` in main as the real grid. */}
      <div className="game-grid" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="game-card skeleton-card">
            <div className="game-thumb skeleton-block" />
            <div className="game-card-title skeleton-line" />
            <div className="game-card-labels skeleton-labels skeleton-block" />
            <div className="skeleton-button skeleton-block" />
          </div>
        ))}
      </div>
    </div>
  );
}
