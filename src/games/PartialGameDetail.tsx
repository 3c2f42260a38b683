/**
 * Offline, for a game whose page was never opened: what the stored list knows of it, and a note
 * that the full page needs a connection.
 */
import type { GameListItem } from '../contract';
import { Alert } from '../ui/Alert';
import { DetailTracking } from './DetailTracking';
import { FactList } from './FactList';
import { GameDetailMedia } from './GameDetailMedia';
import { ReleaseDate } from './ReleaseDate';
import { toParagraphs } from './text-format';
import './games.css';

const PARTIAL_DETAIL_TEXT = "You're offline: the full page needs a connection.";

export function PartialGameDetail({ game }: { game: GameListItem }) {
  return (
    <article className="game-detail">
      <GameDetailMedia game={game} />
      <div className="game-detail-text">
        <h1>{game.title}</h1>
        <Alert tone="info">{PARTIAL_DETAIL_TEXT}</Alert>
        <DetailTracking gameId={game.id} title={game.title} />
        {toParagraphs(game.short_description).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <section className="game-box" aria-labelledby="known-heading">
          <h2 id="known-heading">What we know offline</h2>
          <FactList
            facts={[
              { term: 'Genre', value: game.genre },
              { term: 'Platform', value: game.platform },
              { term: 'Publisher', value: game.publisher },
              { term: 'Developer', value: game.developer },
              { term: 'Release Date', value: game.release_date && <ReleaseDate value={game.release_date} /> },
            ]}
          />
        </section>
      </div>
    </article>
  );
}
