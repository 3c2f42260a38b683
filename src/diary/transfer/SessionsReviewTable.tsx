/** The review's table: each session's day, title in the file, and the game it will be logged for (or why it is skipped). */
import type { SessionsReview } from './sessions-review';

export function SessionsReviewTable({ review, chosen, onChoose }: { review: SessionsReview; chosen: ReadonlyMap<number, number>; onChoose: (key: number, value: string) => void }) {
  const where = review.unit.toLowerCase();
  return (
    <table>
      <caption>Check each session's game before importing: nothing is written until you press Import.</caption>
      <thead>
        <tr><th scope="col">{review.unit}</th><th scope="col">Date</th><th scope="col">In the file</th><th scope="col">Game</th></tr>
      </thead>
      <tbody>
        {review.rows.map(({ key, title, values, match, duplicate }) => (
          <tr key={key}>
            <td>{key}</td>
            <td>{values.date}</td>
            <td>{title}</td>
            <td>
              {match.kind === 'exact' && (duplicate ? `${match.game.title}: already in your diary, skipped` : match.game.title)}
              {match.kind === 'missing' && 'Not found: skipped'}
              {match.kind === 'uncertain' && (
                <select aria-label={`Game for ${where} ${key}, ${title}`} value={chosen.get(key) ?? ''} onChange={(event) => onChoose(key, event.target.value)}>
                  <option value="">Skip this session</option>
                  {match.candidates.map((game) => <option key={game.id} value={game.id}>{game.title}</option>)}
                </select>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
