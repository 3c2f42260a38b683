/** The card grid: one column on a phone, two on a tablet, three from 768 px. */
import type { GameListItem } from '../contract';
import { GameCard } from './GameCard';
import './games.css';

export function GameGrid({ games, titleLevel = 2, label }: { games: readonly GameListItem[]; titleLevel?: 2 | 3; label: string }) {
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game) => (
        <li key={game.id}>
          <GameCard game={game} titleLevel={titleLevel} />
        </li>
      ))}
    </ul>
  );
}
