/** The picture column of a detail page, full or offline: the thumbnail with Play Now! under it. */
import type { GameListItem } from '../contract';
import { GameThumbnail } from './GameThumbnail';
import { PlayNowLink } from './PlayNowLink';

export function GameDetailMedia({ game }: { game: Pick<GameListItem, 'thumbnail' | 'title' | 'game_url'> }) {
  return (
    <div className="game-detail-media">
      <GameThumbnail src={game.thumbnail} alt={game.title} eager />
      <PlayNowLink url={game.game_url} title={game.title} />
    </div>
  );
}
