/**
 * A tracked game's private note, saved as the person types: each pause of NOTE_SAVE_MS writes it
 * (leaving the page writes what is left). Where it stands shows in the panel's one sync hint:
 * `onUnsaved` says when typed text is waiting for the pause.
 */
import { useId, useState } from 'react';
import { LIBRARY_LIMITS } from '../../contract';
import { useDebouncedCallback } from '../../lib/use-debounced-callback';
import { setNote } from '../library-actions';

export const NOTE_SAVE_MS = 600;

export function NoteField({ gameId, note, onUnsaved, onProblem }: {
  gameId: number;
  note: string;
  /** True while typed text waits for the pause, false once it is written. */
  onUnsaved: (unsaved: boolean) => void;
  onProblem: (message: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(note);
  const [shown, setShown] = useState(note);
  const saver = useDebouncedCallback((text: string) => {
    setNote(gameId, text).then(
      () => onUnsaved(false),
      (error: unknown) => {
        onUnsaved(false);
        onProblem(error instanceof Error ? error.message : String(error));
      },
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
          onUnsaved(true);
          saver.schedule(event.target.value);
        }}
      />
      <p id={`${id}-hint`} className="note-hint">{draft.length}/{LIBRARY_LIMITS.noteMaxLength}</p>
    </div>
  );
}
