/**
 * The detail page's status: the four statuses as a radio group (arrow keys move and choose), and
 * Remove (Undo Not interested for a game Pick for me leaves out).
 */
import { STATUS_LABELS, TRACKED_STATUSES, type LibraryStatus } from '../../contract';
import { removeFromLibrary, setStatus } from '../library-actions';

export function StatusChoice({ gameId, title, current, onProblem }: {
  gameId: number;
  title: string;
  current: LibraryStatus | undefined;
  onProblem: (message: string) => void;
}) {
  const report = (error: unknown) => onProblem(error instanceof Error ? error.message : String(error));
  return (
    <fieldset className="status-choice">
      <legend>Status</legend>
      {TRACKED_STATUSES.map((status) => (
        <label key={status}>
          <input
            type="radio"
            name={`status-${gameId}`}
            value={status}
            checked={status === current}
            onChange={() => setStatus(gameId, status).catch(report)}
          />
          {STATUS_LABELS[status]}
        </label>
      ))}
      {current === 'ignored' && <p className="track-dates">{STATUS_LABELS.ignored}: Pick for me leaves this game out.</p>}
      {current && (
        <button
          type="button"
          className="outline secondary"
          aria-label={current === 'ignored' ? undefined : `Remove ${title} from My Games`}
          onClick={() => removeFromLibrary(gameId).catch(report)}
        >
          {current === 'ignored' ? 'Undo Not interested' : 'Remove'}
        </button>
      )}
    </fieldset>
  );
}
