/**
 * "More like this" under a game's page: six games from the stored catalogue index that share the
 * most with it, each with what it shares. Offline it reads the index the service worker keeps; with
 * no index it shows nothing (the page itself says what is missing).
 */
import { useMemo } from 'react';
import { Link } from 'wouter';
import { gameDetailPath } from '../../contract';
import { useCatalogueIndex } from '../browse/use-catalogue-index';
import { ThumbnailBox } from '../ThumbnailBox';
import { similarGames } from './similar-games';
import './similar.css';

export function MoreLikeThis({ gameId }: { gameId: number }) {
  const { state } = useCatalogueIndex();
  const index = state.status === 'loaded' ? state.value : undefined;
  const hits = useMemo(() => {
    const game = index?.games.find((candidate) => candidate.id === gameId);
    return game && index ? similarGames(game, index.games) : [];
  }, [index, gameId]);
  if (hits.length === 0) return null;
  return (
    <section className="more-like-this" aria-labelledby="more-like-this-heading">
      <h2 id="more-like-this-heading">More like this</h2>
      <ul>
        {hits.map(({ game, reason }) => (
          <li key={game.id}>
            <Link href={gameDetailPath(game.id)} className="more-like-this-link">
              {/* The title beside it names the link; the picture is decoration here. */}
              <span aria-hidden="true">
                <ThumbnailBox src={game.thumbnail} alt="" />
              </span>
              <span className="more-like-this-title">{game.title}</span>
            </Link>
            <small>{reason}</small>
          </li>
        ))}
      </ul>
    </section>
  );
}
