/**
 * The card grid: one column on a phone, two on a tablet, three from 768 px. The first screenful
 * renders at once and the rest follows in small steps (useProgressiveCount): one after another, or
 * with `growWithScroll` as the person scrolls towards the end. One capturing `error`
 * listener on the list catches every thumbnail that fails (image errors do not bubble), so the
 * cards need no state or handler of their own.
 */
import { useDeferredValue, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useRouter } from 'wouter';
import { gameDetailPath, type GameListItem } from '../contract';
import { markFirstContent } from '../lib/first-content';
import { useTrackingSlots } from '../lib/tracking-slots';
import { GameCard } from './GameCard';
import { notePictureShown } from './ThumbnailBox';
import { useListScroll, useSavedScroll } from './use-list-scroll';
import { useProgressiveCount } from './use-progressive-count';
import './games.css';

const NONE: ReadonlySet<string> = new Set();
/** Cards whose pictures are asked for at high priority: the top row at the widest layout (three columns, games.css). */
export const PRIORITY_CARDS = 3;

/**
 * A click on a card's title opens the game as its thumbnail link does: one listener for all cards,
 * and still one link per card for the Tab key and screen readers.
 */
function openFromTitle(event: MouseEvent<HTMLUListElement>): void {
  const target = event.target instanceof Element ? event.target : null;
  const title = target?.closest('.game-card-title');
  if (!title || target?.closest('a, button')) return;
  title.closest('.game-card')?.querySelector<HTMLAnchorElement>('a.game-card-thumb')?.click();
}

export function GameGrid({ games, titleLevel = 2, label, renderTitle, renderDetail, resetKey, scrollKey, holdPictures = false, growWithScroll = false }: {
  games: readonly GameListItem[];
  titleLevel?: 2 | 3;
  label: string;
  /** How each title shows, when not as plain text (Browse highlights matches). */
  renderTitle?: (game: GameListItem) => ReactNode;
  /** A line under a title (the landing page's reasons). */
  renderDetail?: (game: GameListItem) => ReactNode;
  /** Changes when the grid shows another list (a new search), not a refreshed copy of the same one. */
  resetKey?: string;
  /** Names the list for Back (its path and query): the grid keeps and restores its scroll position. */
  scrollKey?: string;
  /**
   * True while the list will soon be replaced (a search still being typed): pictures not shown yet
   * are not asked for, each key's would be thrown away by the next (docs/decisions.md).
   */
  holdPictures?: boolean;
  /**
   * Render more cards only as the end of the list nears the view, not all of them in the
   * background: a list searched again and again (Browse) then never builds, nor removes at the
   * next key, hundreds of cards nobody scrolled to (docs/decisions.md).
   */
  growWithScroll?: boolean;
}) {
  const saved = useSavedScroll(scrollKey, games);
  // The first step's cards are on screen (or above it, when coming back): laid out at their real size at once.
  const top = saved ? saved.index : 0;
  const endRef = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver the steps follow the clock, as in any other grid.
  const followsScroll = growWithScroll && typeof IntersectionObserver !== 'undefined';
  const { shown, firstStep } = useProgressiveCount(games.length, resetKey, top, followsScroll ? endRef : undefined);
  // Deferred: when the library arrives after the first paint (or a status changes), every shown card
  // takes its tracker in an interruptible render instead of one task of hundreds of cards.
  const { statuses, CardTracker } = useDeferredValue(useTrackingSlots());
  // Read once for all cards, without subscribing to the location: wouter's Link writes hrefs the same way.
  const router = useRouter();
  const listRef = useRef<HTMLUListElement>(null);
  // URLs that failed to load; a new URL (a quiet refresh) gets its chance.
  const [failed, setFailed] = useState(NONE);

  useListScroll(listRef, scrollKey, games, saved, shown);
  useLayoutEffect(() => {
    if (shown > 0) markFirstContent();
  }, [shown]);

  // A layout effect: attached in the same task that inserts the images, before any can fail or load.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const srcOf = (event: Event) => (event.target instanceof HTMLImageElement ? event.target.getAttribute('src') : null);
    const onError = (event: Event) => {
      const src = srcOf(event);
      if (src) setFailed((previous) => (previous.has(src) ? previous : new Set(previous).add(src)));
    };
    const onLoad = (event: Event) => {
      const src = srcOf(event);
      if (src) notePictureShown(src);
    };
    list.addEventListener('error', onError, true);
    list.addEventListener('load', onLoad, true);
    return () => {
      list.removeEventListener('error', onError, true);
      list.removeEventListener('load', onLoad, true);
    };
  }, []);

  // Busy while later steps are still adding cards: assistive technology waits for the whole list.
  // Not when the steps wait for scrolling, which may never come: the list would stay unread.
  const busy = !followsScroll && shown < games.length;
  const list = (
    <ul ref={listRef} className="game-grid" aria-label={label} aria-busy={busy || undefined} onClick={openFromTitle}>
      {games.slice(0, shown).map((game, index) => (
        <li key={game.id} className={index < firstStep ? 'game-grid-now' : undefined}>
          <GameCard
            game={game}
            href={router.hrefs(router.base + gameDetailPath(game.id), router)}
            titleLevel={titleLevel}
            titleContent={renderTitle?.(game)}
            detail={renderDetail?.(game)}
            Tracker={CardTracker}
            status={statuses.get(game.id)}
            thumbnailFailed={game.thumbnail !== undefined && failed.has(game.thumbnail)}
            thumbnailHeld={holdPictures}
            // The page's largest paint is one of the top row's pictures.
            thumbnailPriority={index >= top && index < top + PRIORITY_CARDS}
          />
        </li>
      ))}
    </ul>
  );
  if (!followsScroll) return list;
  return (
    <>
      {list}
      <div ref={endRef} className="game-grid-end" />
    </>
  );
}
