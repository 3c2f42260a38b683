/**
 * The detail page's status: the four statuses as a radio group, and Remove (Undo Not interested for
 * a game Pick for me leaves out). Arrow keys only move the focus between statuses; Space, Enter or a
 * click chooses one, so arrowing past three statuses does not save three changes.
 */
import { useId, type KeyboardEvent } from 'react';
import { STATUS_LABELS, TRACKED_STATUSES, type LibraryStatus } from '../../contract';
import { setStatus } from '../library-actions';
import { removeWithUndo } from '../track/removal-undo';

/** The checked status (after Undo), or the first one. */
function statusRadio(gameId: number): HTMLElement | null {
  const radios = document.querySelectorAll<HTMLInputElement>(`input[name="status-${gameId}"]`);
  return [...radios].find((radio) => radio.checked) ?? radios[0] ?? null;
}

const STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

export function StatusChoice({ gameId, title, current, onProblem }: {
  gameId: number;
  title: string;
  current: LibraryStatus | undefined;
  onProblem: (message: string) => void;
}) {
  const hintId = useId();
  const report = (error: unknown) => onProblem(error instanceof Error ? error.message : String(error));
  const choose = (value: string) => {
    const status = TRACKED_STATUSES.find((known) => known === value);
    if (status && status !== current) setStatus(gameId, status).catch(report);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const radio = event.target;
    if (!(radio instanceof HTMLInputElement) || radio.type !== 'radio') return;
    const step = STEPS[event.key];
    if (step !== undefined) {
      // The browser would check (and so save) each radio it passes: move the focus alone instead.
      event.preventDefault();
      const radios = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      radios[(radios.indexOf(radio) + step + radios.length) % radios.length]?.focus();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(radio.value);
    }
  };

  return (
    <fieldset className="status-choice" aria-describedby={hintId} onKeyDown={onKeyDown}>
      <legend>Status</legend>
      <span id={hintId} className="visually-hidden">Arrow keys move between statuses; Space or Enter chooses one.</span>
      {TRACKED_STATUSES.map((status) => (
        <label key={status}>
          <input
            type="radio"
            name={`status-${gameId}`}
            value={status}
            checked={status === current}
            onChange={(event) => choose(event.target.value)}
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
          onClick={() => void removeWithUndo(gameId, title, () => statusRadio(gameId)).catch(report)}
        >
          {current === 'ignored' ? 'Undo Not interested' : 'Remove'}
        </button>
      )}
    </fieldset>
  );
}
