/**
 * The detail page's part of the library: status (or Remove), and for a tracked game its rating,
 * private note and dates, with where its changes stand in one hint. Loaded with the first detail page.
 */
import { useState } from 'react';
import { FIELD_LABELS, type LibraryField } from '../../contract';
import { useLibraryEntry } from '../use-library';
import { SyncHint } from '../track/SyncHint';
import { formatDay } from './format-day';
import { NoteField } from './NoteField';
import { RatingField } from './RatingField';
import { StatusChoice } from './StatusChoice';
import './detail.css';

export const CHANGED_ELSEWHERE_TEXT = 'Changed on another device';

/** "Rating changed on another device", "Status and note changed on another device"; the plain words when no field is named (a removal). */
function changedElsewhereText(fields: readonly LibraryField[]): string {
  if (fields.length === 0) return CHANGED_ELSEWHERE_TEXT;
  const words = fields.map((field, index) => (index === 0 ? FIELD_LABELS[field] : FIELD_LABELS[field].toLowerCase()));
  const named = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
  return `${named} changed on another device`;
}

export function DetailTracker({ gameId, title }: { gameId: number; title: string }) {
  const entry = useLibraryEntry(gameId);
  const [problem, setProblem] = useState('');
  // Typed note text not yet written: the one sync hint says Saving rather than an older state.
  const [noteUnsaved, setNoteUnsaved] = useState(false);
  const status = entry?.status ?? undefined;
  return (
    <section className="detail-track" aria-labelledby={`track-${gameId}`}>
      <h2 id={`track-${gameId}`}>My Games</h2>
      {entry?.changedElsewhere && <p className="track-elsewhere">{changedElsewhereText(entry.changedFields)}</p>}
      {problem && <p role="alert" className="track-inline-problem">{problem}</p>}
      <StatusChoice gameId={gameId} title={title} current={status} onProblem={setProblem} />
      {entry && status && status !== 'ignored' ? (
        <>
          <RatingField gameId={gameId} rating={entry.rating} onProblem={setProblem} />
          <NoteField gameId={gameId} note={entry.note} onUnsaved={setNoteUnsaved} onProblem={setProblem} />
          <p className="track-dates">
            Added <time dateTime={new Date(entry.created_at).toISOString()}>{formatDay(entry.created_at)}</time>
            {' · '}Status changed <time dateTime={new Date(entry.statusChangedAt).toISOString()}>{formatDay(entry.statusChangedAt)}</time>
          </p>
          <SyncHint saving={noteUnsaved} />
        </>
      ) : (
        <p className="track-dates">Pick a status to add this game to My Games; you can then rate it and keep a private note.</p>
      )}
    </section>
  );
}
