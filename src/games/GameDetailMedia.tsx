/** The picture column of a detail page, full or offline: the thumbnail with Play Now! under it. */
import type { GameListItem } from '../contract';
import { GameThumbnail } from './GameThumbnail';
import { PlayNowLink } from './PlayNowLink';

export function GameDetailMedia({ game }: { game: Pick<GameListItem, 'thumbnail' | 'title' | 'game_url'> }) {
  return (
    <div className="game-detail-media">
      {/* The page's largest paint: asked for ahead of the chunks and data that load beside it. */}
      <GameThumbnail src={game.thumbnail} alt={game.title} eager priority />
      <PlayNowLink url={game.game_url} title={game.title} />
    </div>
  );
}
