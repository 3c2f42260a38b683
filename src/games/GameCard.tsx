/**
 * One game in a grid: thumbnail linking to its detail page, title and Play Now!. Cheap on purpose, as
 * a full list has over 400: no hooks, no router subscription (the grid hands it the link's href) and
 * no image state (the grid tracks failed thumbnails); memoised, so a grid update redraws only what changed.
 */
import { memo, type ReactNode } from 'react';
import type { GameListItem } from '../contract';
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
  /** The title as it should show (Browse marks the letters a search matched); the plain title by default. */
  titleContent?: ReactNode;
}

export const GameCard = memo(function GameCard({ game, href, titleLevel = 2, thumbnailFailed = false, titleContent }: GameCardProps) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="game-card">
      {/* A plain link: under the hash router the browser's own hash change is the navigation. */}
      <a href={href} className="game-card-thumb">
        <ThumbnailBox src={game.thumbnail} alt={game.title} failed={thumbnailFailed} />
      </a>
      <Title className="game-card-title">{titleContent ?? game.title}</Title>
      <PlayNowLink url={game.game_url} title={game.title} />
    </article>
  );
});
