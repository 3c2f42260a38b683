/**
 * For a game whose page was never stored on this device, when the network or our server is away:
 * what the stored list knows of it, what is missing, and a way to fetch the rest (the page also
 * fetches it by itself when the browser comes back online: see GameDetailPage).
 */
import type { GameListItem } from '../contract';
import { Alert } from '../ui/Alert';
import { DetailDiary } from './DetailDiary';
import { DetailTracking } from './DetailTracking';
import { FactList } from './FactList';
import { GameDetailMedia } from './GameDetailMedia';
import { useOnlineStatus } from '../lib/use-online-status';
import { ReleaseDate } from './ReleaseDate';
import { toParagraphs } from './text-format';
import './games.css';

const PARTIAL_DETAIL_TEXT = "You're offline: the full page needs a connection.";
/** The same gap with the network up: it is our server that did not answer. */
const PARTIAL_SERVER_DOWN_TEXT = "Freeplay's server can't be reached: the full page isn't saved on this device yet.";
const MISSING_PARTS_TEXT = 'Not saved here yet: the description, the system requirements and the screenshots.';
const LOADS_WHEN_ONLINE_TEXT = "This page loads them by itself when you're back online.";
const FETCH_FULL_LABEL = 'Load the full page';

export function PartialGameDetail({ game, onFetchFull }: { game: GameListItem; onFetchFull: () => void }) {
  const online = useOnlineStatus();
  return (
    <article className="game-detail">
      <GameDetailMedia game={game} />
      <div className="game-detail-text">
        <h1>{game.title}</h1>
        <Alert tone="info">
          <p>{online ? PARTIAL_SERVER_DOWN_TEXT : PARTIAL_DETAIL_TEXT}</p>
          <p>
            {MISSING_PARTS_TEXT} {online ? null : LOADS_WHEN_ONLINE_TEXT}
          </p>
          {online ? (
            <button type="button" className="secondary" onClick={onFetchFull}>
              {FETCH_FULL_LABEL}
            </button>
          ) : null}
        </Alert>
        <DetailTracking gameId={game.id} title={game.title} />
        {toParagraphs(game.short_description).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <DetailDiary gameId={game.id} title={game.title} />
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
