/** The full detail page of one game: picture and Play Now!, title, description and the two boxes. */
import type { GameDetail } from '../contract';
import { AdditionalInfoBox } from './AdditionalInfoBox';
import { cutDescription } from './cut-description';
import { GameThumbnail } from './GameThumbnail';
import { PlayNowLink } from './PlayNowLink';
import { RequirementsBox } from './RequirementsBox';
import { toParagraphs } from './text-format';
import './games.css';

export function GameDetailView({ game }: { game: GameDetail }) {
  const { paragraphs } = game.description
    ? cutDescription(game.description)
    : { paragraphs: toParagraphs(game.short_description) };
  return (
    <article className="game-detail">
      <div className="game-detail-media">
        <GameThumbnail src={game.thumbnail} alt={game.title} eager />
        <PlayNowLink url={game.game_url} title={game.title} />
      </div>
      <div className="game-detail-text">
        <h1>{game.title}</h1>
        <div className="game-description">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <RequirementsBox game={game} />
        <AdditionalInfoBox game={game} />
      </div>
    </article>
  );
}
