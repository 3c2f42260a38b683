/**
 * One game in a grid: thumbnail linking to its detail page, title, genre and platform labels, the
 * release year, and Play Now!. Cheap on purpose, as
 * a full list has over 400: no hooks, no router subscription (the grid hands it the link's href) and
 * no image state (the grid tracks failed thumbnails); memoised, so a grid update redraws only what changed.
 */
import { memo, type ComponentType, type ReactNode } from 'react';
import type { GameListItem, LibraryStatus } from '../contract';
import type { CardTrackerProps } from '../lib/tracking-slots';
import { releaseYear } from './format-release-date';
import { PlayNowLink } from './PlayNowLink';
import { ThumbnailBox } from './ThumbnailBox';
import './games.css';

export interface GameCardProps {
  game: GameListItem;
  /** The detail page's href, as the router writes links (`#/gamedetails/5` under the hash router). */
  href: string;
  /** The card title's heading level, one below the section it sits in. */
  titleLevel?: 2 | 3;
  /** True once the thumbnail failed to load: the placeholder shows instead. */
  thumbnailFailed?: boolean;
  /** True for the top row's cards: the thumbnail is asked for ahead of the rest (see ThumbnailBox). */
  thumbnailPriority?: boolean;
  /** True while the thumbnail is not to be asked for yet (see ThumbnailBox's `hold`). */
  thumbnailHeld?: boolean;
  /** The title as it should show (Browse marks the letters a search matched); the plain title by default. */
  titleContent?: ReactNode;
  /** A line under the title (a recommendation's reason). */
  detail?: ReactNode;
  /** The library's badge and status button (src/lib/tracking-slots.ts), when the app provides one. */
  Tracker?: ComponentType<CardTrackerProps>;
  /** The game's status in the library, for the badge. */
  status?: LibraryStatus;
}

export const GameCard = memo(function GameCard({ game, href, titleLevel = 2, thumbnailFailed = false, thumbnailPriority = false, thumbnailHeld = false, titleContent, detail, Tracker, status }: GameCardProps) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="game-card">
      {/*
        A plain link: under the hash router the browser's own hash change is the navigation. A click
        on the title follows it too (GameGrid), without a second link of the same name for screen
        readers and the Tab key; the short description is its accessible description rather than
        more text on the card.
      */}
      <a href={href} className="game-card-thumb" aria-description={game.short_description.replace(/\s+/g, ' ') || undefined}>
        <ThumbnailBox src={game.thumbnail} alt={game.title} failed={thumbnailFailed} priority={thumbnailPriority} hold={thumbnailHeld} />
      </a>
      <Title className="game-card-title">{titleContent ?? game.title}</Title>
      <p className="game-card-labels">
        {cardLabels(game).map((label) => <span key={label}>{label}</span>)}
        <CardYear releaseDate={game.release_date} />
      </p>
      {detail && <p className="game-card-detail">{detail}</p>}
      {/* The tracker arrives with the tracking chunk after the first paint; its line is held so the card never grows. */}
      <div className="game-card-track">{Tracker && <Tracker gameId={game.id} title={game.title} status={status} />}</div>
      <PlayNowLink url={game.game_url} title={game.title} />
    </article>
  );
});

/** The release year at the end of the labels line; nothing for a date the service left out or garbled. */
function CardYear({ releaseDate }: { releaseDate: string }) {
  const year = releaseYear(releaseDate);
  if (!year) return null;
  return (
    <time className="game-card-year" dateTime={releaseDate.trim()}>
      <span className="visually-hidden">Released </span>
      {year}
    </time>
  );
}

/** The small labels under a title: its genre and each of its platforms ("PC (Windows), Web Browser" is two). */
export function cardLabels(game: Pick<GameListItem, 'genre' | 'platform'>): string[] {
  return [...new Set([game.genre, ...game.platform.split(',').map((part) => part.trim())])].filter(Boolean);
}
