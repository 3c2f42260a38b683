/** A tracked game's rating, 1 to 5 stars or none, as a radio group: arrow keys move, a screen reader hears "3 stars". */
import { LIBRARY_LIMITS } from '../../contract';
import { setRating } from '../library-actions';

const STARS = Array.from({ length: LIBRARY_LIMITS.rating.max }, (_, at) => at + 1);

export function RatingField({ gameId, rating, onProblem }: { gameId: number; rating: number | null; onProblem: (message: string) => void }) {
  const rate = (value: number | null) => setRating(gameId, value).catch((error: unknown) => onProblem(error instanceof Error ? error.message : String(error)));
  return (
    <fieldset className="rating-field">
      <legend>Your rating</legend>
      <label className="rating-none">
        <input type="radio" name={`rating-${gameId}`} checked={rating === null} onChange={() => void rate(null)} />
        No rating
      </label>
      {/* The five stars stay on one line together, even when "No rating" has to wrap on a phone. */}
      <span className="stars">
        {STARS.map((stars) => (
          <label key={stars} className={rating !== null && stars <= rating ? 'star on' : 'star'}>
            <input type="radio" className="visually-hidden" name={`rating-${gameId}`} checked={rating === stars} onChange={() => void rate(stars)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        ))}
      </span>
    </fieldset>
  );
}
