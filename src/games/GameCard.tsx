/** One game in a grid: thumbnail linking to its detail page, title and Play Now!. Memoised for big lists. */
import { memo } from 'react';
import { Link } from 'wouter';
import { gameDetailPath, type GameListItem } from '../contract';
import { GameThumbnail } from './GameThumbnail';
import { PlayNowLink } from './PlayNowLink';
import './games.css';

export interface GameCardProps {
  game: GameListItem;
  /** The card title's heading level, one below the section it sits in. */
  titleLevel?: 2 | 3;
}

export const GameCard = memo(function GameCard({ game, titleLevel = 2 }: GameCardProps) {
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="game-card">
      <Link href={gameDetailPath(game.id)} className="game-card-thumb">
        <GameThumbnail src={game.thumbnail} alt={game.title} />
      </Link>
      <Title className="game-card-title">{game.title}</Title>
      <PlayNowLink url={game.game_url} title={game.title} />
    </article>
  );
});
