/** The one game Pick for me shows: its picture, title (linking to its page), labels, release date and short description. */
import type { CatalogueGame } from '../../contract';
import { cardLabels } from '../GameCard';
import { GameThumbnail } from '../GameThumbnail';
import { ReleaseDate } from '../ReleaseDate';

export function PickedGame({ game, href }: { game: CatalogueGame; href: string }) {
  return (
    <article className="pick-game" aria-labelledby="pick-title">
      {/* The page's largest paint: asked for at once, ahead of scripts and other pictures. */}
      <GameThumbnail key={game.id} src={game.thumbnail} alt={game.title} eager priority />
      <div>
        <h2 id="pick-title">
          <a href={href}>{game.title}</a>
        </h2>
        <p className="game-card-labels">{cardLabels(game).map((label) => <span key={label}>{label}</span>)}</p>
        <p>{game.short_description}</p>
        {game.release_date && <p className="pick-quiet">Released <ReleaseDate value={game.release_date} /></p>}
      </div>
    </article>
  );
}
