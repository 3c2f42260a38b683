/**
 * The card grid: one column on a phone, two on a tablet, three from 768 px. One capturing `error`
 * listener on the list catches every thumbnail that fails (image errors do not bubble), so the
 * cards need no state or handler of their own.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from 'wouter';
import { gameDetailPath, type GameListItem } from '../contract';
import { GameCard } from './GameCard';
import './games.css';

const NONE: ReadonlySet<string> = new Set();

export function GameGrid({ games, titleLevel = 2, label, renderTitle }: {
  games: readonly GameListItem[];
  titleLevel?: 2 | 3;
  label: string;
  /** How each title shows, when not as plain text (Browse highlights matches). */
  renderTitle?: (game: GameListItem) => ReactNode;
}) {
  // Read once for all cards, without subscribing to the location: wouter's Link writes hrefs the same way.
  const router = useRouter();
  const listRef = useRef<HTMLUListElement>(null);
  // URLs that failed to load; a new URL (a quiet refresh) gets its chance.
  const [failed, setFailed] = useState(NONE);

  // A layout effect: attached in the same task that inserts the images, before any can fail.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onError = (event: Event) => {
      const src = event.target instanceof HTMLImageElement ? event.target.getAttribute('src') : null;
      if (src) setFailed((previous) => (previous.has(src) ? previous : new Set(previous).add(src)));
    };
    list.addEventListener('error', onError, true);
    return () => list.removeEventListener('error', onError, true);
  }, []);

  return (
    <ul ref={listRef} className="game-grid" aria-label={label}>
      {games.map((game) => (
        <li key={game.id}>
          <GameCard
            game={game}
            href={router.hrefs(router.base + gameDetailPath(game.id), router)}
            titleLevel={titleLevel}
            titleContent={renderTitle?.(game)}
            thumbnailFailed={game.thumbnail !== undefined && failed.has(game.thumbnail)}
          />
        </li>
      ))}
    </ul>
  );
}
