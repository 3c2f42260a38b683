/** The Additional Information box: Platform, Publisher, Release Date, Developer. */
import type { GameListItem } from '../contract';
import { FactList } from './FactList';
import { ReleaseDate } from './ReleaseDate';
import './games.css';

export function AdditionalInfoBox({ game }: { game: GameListItem }) {
  return (
    <section className="game-box" aria-labelledby="additional-heading">
      <h2 id="additional-heading">Additional Information</h2>
      <FactList
        facts={[
          { term: 'Platform', value: game.platform },
          { term: 'Publisher', value: game.publisher },
          { term: 'Release Date', value: game.release_date && <ReleaseDate value={game.release_date} /> },
          { term: 'Developer', value: game.developer },
        ]}
      />
    </section>
  );
}
