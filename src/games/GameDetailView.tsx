/** The full detail page of one game: picture and Play Now!, title, description, screenshots and the two boxes. */
import type { GameDetail } from '../contract';
import { AdditionalInfoBox } from './AdditionalInfoBox';
import { cutDescription } from './cut-description';
import { DetailDiary } from './DetailDiary';
import { DetailTracking } from './DetailTracking';
import { GameDetailMedia } from './GameDetailMedia';
import { ScreenshotGallery } from './gallery/ScreenshotGallery';
import { RequirementsBox } from './RequirementsBox';
import { toParagraphs } from './text-format';
import './games.css';

export function GameDetailView({ game }: { game: GameDetail }) {
  const { paragraphs } = game.description
    ? cutDescription(game.description)
    : { paragraphs: toParagraphs(game.short_description) };
  return (
    <article className="game-detail">
      <GameDetailMedia game={game} />
      <div className="game-detail-text">
        <h1>{game.title}</h1>
        <DetailTracking gameId={game.id} title={game.title} />
        <div className="game-description">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <DetailDiary gameId={game.id} title={game.title} />
        <ScreenshotGallery title={game.title} screenshots={game.screenshots} />
        <RequirementsBox game={game} />
        <AdditionalInfoBox game={game} />
      </div>
    </article>
  );
}
