/**
 * The form of one session: the day (today by default, never a future day), optional hours and
 * minutes, an optional note of at most 280 characters with a counter, and an optional marker.
 */
import { useId, useState, type FormEvent } from 'react';
import { DIARY_LIMITS, DIARY_MARKERS, MARKER_LABELS, type DiaryFieldValues, type DiaryMarker } from '../../contract/diary';
import { noteTextError } from '../../contract/library';
import { dayOf } from '../diary-dates';

interface SessionFormProps {
  initial?: DiaryFieldValues;
  submitLabel: string;
  onSubmit(values: DiaryFieldValues): Promise<void>;
  onCancel?: () => void;
}

/** The form's fields as typed; undefined values with a message when they are not a session. */
function readSession(date: string, hours: string, minutes: string, note: string, marker: DiaryMarker | null, today: string): { values?: DiaryFieldValues; error?: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { error: 'Choose the day you played.' };
  if (date > today) return { error: 'The day cannot be in the future.' };
  const h = hours.trim() === '' ? 0 : Number(hours);
  const m = minutes.trim() === '' ? 0 : Number(minutes);
  if (!Number.isInteger(h) || !Number.isInteger(m) || h < 0 || m < 0 || m > 59) return { error: 'Time played is whole hours and 0 to 59 minutes.' };
  const total = h * 60 + m;
  if (total > DIARY_LIMITS.minutesMax) return { error: `A session is at most ${Math.floor(DIARY_LIMITS.minutesMax / 60)} hours.` };
  const noteError = noteTextError(note, DIARY_LIMITS.noteMaxLength);
  if (noteError) return { error: noteError };
  const timed = hours.trim() !== '' || minutes.trim() !== '';
  return { values: { date, minutes: timed ? total : null, note, marker } };
}

export function SessionForm({ initial, submitLabel, onSubmit, onCancel }: SessionFormProps) {
  const id = useId();
  const [today] = useState(() => dayOf(Date.now()));
  const [date, setDate] = useState(initial?.date ?? today);
  const [hours, setHours] = useState(initial?.minutes != null ? String(Math.floor(initial.minutes / 60)) : '');
  const [minutes, setMinutes] = useState(initial?.minutes != null ? String(initial.minutes % 60) : '');
  const [note, setNote] = useState(initial?.note ?? '');
  const [marker, setMarker] = useState<DiaryMarker | null>(initial?.marker ?? null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readSession(date, hours, minutes, note, marker, dayOf(Date.now()));
    if (!read.values) return setError(read.error);
    setError(undefined);
    setBusy(true);
    try {
      await onSubmit(read.values);
      if (!initial) {
        setHours('');
        setMinutes('');
        setNote('');
        setMarker(null);
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The session could not be saved on this device.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="session-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={error ? `${id}-error` : undefined}>
      <div className="session-form-row">
        <label htmlFor={`${id}-date`}>
          Day
          <input id={`${id}-date`} type="date" value={date} max={today} required onChange={(event) => setDate(event.target.value)} />
        </label>
        <label htmlFor={`${id}-hours`}>
          Hours
          <input id={`${id}-hours`} type="number" inputMode="numeric" min={0} max={166} value={hours} onChange={(event) => setHours(event.target.value)} />
        </label>
        <label htmlFor={`${id}-minutes`}>
          Minutes
          <input id={`${id}-minutes`} type="number" inputMode="numeric" min={0} max={59} value={minutes} onChange={(event) => setMinutes(event.target.value)} />
        </label>
      </div>
      <label htmlFor={`${id}-note`}>
        Note (optional)
        <textarea id={`${id}-note`} rows={2} maxLength={DIARY_LIMITS.noteMaxLength} value={note} aria-describedby={`${id}-count`} onChange={(event) => setNote(event.target.value)} />
      </label>
      <p id={`${id}-count`} className="note-hint">{note.length}/{DIARY_LIMITS.noteMaxLength}</p>
      <fieldset className="session-marker">
        <legend>This session (optional)</legend>
        <label>
          <input type="radio" name={`${id}-marker`} checked={marker === null} onChange={() => setMarker(null)} /> None
        </label>
        {DIARY_MARKERS.map((value) => (
          <label key={value}>
            <input type="radio" name={`${id}-marker`} checked={marker === value} onChange={() => setMarker(value)} /> {MARKER_LABELS[value]}
          </label>
        ))}
      </fieldset>
      {error && <p id={`${id}-error`} className="session-error" role="alert">{error}</p>}
      <div className="session-form-actions">
        <button type="submit" disabled={busy}>{submitLabel}</button>
        {onCancel && <button type="button" className="secondary" onClick={onCancel}>Cancel</button>}
      </div>
    </form>
  );
}
