/**
 * A tracked game's private note, saved as the person types: each pause of NOTE_SAVE_MS writes it
 * (leaving the page writes what is left). The hint then says "Saved on this device" until the
 * server has it, and "Saved" after.
 */
import { useId, useState } from 'react';
import { LIBRARY_LIMITS } from '../../contract';
import { useDebouncedCallback } from '../../lib/use-debounced-callback';
import { setNote } from '../library-actions';

export const NOTE_SAVE_MS = 600;

export function NoteField({ gameId, note, pending, onProblem }: {
  gameId: number;
  note: string;
  /** The entry still has a change that has not reached the server. */
  pending: boolean;
  onProblem: (message: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(note);
  const [shown, setShown] = useState(note);
  const [saved, setSaved] = useState(false);
  const saver = useDebouncedCallback((text: string) => {
    setNote(gameId, text).then(
      () => setSaved(true),
      (error: unknown) => onProblem(error instanceof Error ? error.message : String(error)),
    );
  }, NOTE_SAVE_MS);

  // A note changed elsewhere (another device, another tab) shows, unless the person is typing.
  if (note !== shown) {
    setShown(note);
    if (!saver.pending()) setDraft(note);
  }

  return (
    <div className="note-field">
      <label htmlFor={id}>Private note</label>
      <textarea
        id={id}
        value={draft}
        maxLength={LIBRARY_LIMITS.noteMaxLength}
        rows={4}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setDraft(event.target.value);
          setSaved(false);
          saver.schedule(event.target.value);
        }}
      />
      <p id={`${id}-hint`} className="note-hint">
        <span>{draft.length}/{LIBRARY_LIMITS.noteMaxLength}</span>
        <span role="status">{saved ? (pending ? 'Saved on this device' : 'Saved') : ''}</span>
      </p>
    </div>
  );
}
