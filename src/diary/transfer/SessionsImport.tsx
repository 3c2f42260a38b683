/**
 * Import of sessions, reviewed before anything is written: Freeplay's JSON export (its `diary`
 * section, games by id) or a CSV of sessions (games by title, as the library's import finds them:
 * src/lib/title-matcher.ts). A session matched for sure is taken, an uncertain one waits for the
 * person to pick among the closest titles (or skip it), a game not found is skipped, and so is a
 * session the diary already holds (diary-duplicates.ts); sessions the diary's rules refuse are
 * listed with where they are. Import writes every chosen session at once; Cancel writes nothing.
 */
import { useState, type ChangeEvent } from 'react';
import type { TitledGame } from '../../lib/title-matcher';
import { dayOf } from '../diary-dates';
import { logSessions } from '../diary-actions';
import { diaryStore } from '../diary-store';
import { withoutDuplicates } from './diary-duplicates';
import { reviewSessions, sessionsWord, skippedSummary, type SessionsReview } from './sessions-review';
import { SessionsReviewTable } from './SessionsReviewTable';

/** Larger than the JSON export of a full diary (20,000 sessions with long notes) and its library. */
const MAX_BYTES = 16 * 1024 * 1024;

export function SessionsImport({ games }: { games: readonly TitledGame[] }) {
  const [review, setReview] = useState<SessionsReview>();
  const [chosen, setChosen] = useState<ReadonlyMap<number, number>>(new Map());
  const [message, setMessage] = useState<string>();

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReview(undefined);
    if (file.size > MAX_BYTES) return setMessage(`${file.name} is too large to be a diary or its export. Nothing was changed.`);
    const result = reviewSessions(await file.text(), file.name, Date.now(), dayOf(Date.now()), games, diaryStore.get().records.map((record) => record.entry));
    if (!result.ok) return setMessage(`${file.name} was not imported. ${result.message} Nothing was changed.`);
    const { rows } = result.review;
    setChosen(new Map(rows.flatMap(({ key, match, duplicate }) => (match.kind === 'exact' && !duplicate ? [[key, match.game.id] as const] : []))));
    setReview(result.review);
    setMessage(undefined);
  }

  async function write() {
    if (!review) return;
    const items = review.rows.flatMap(({ key, id, values }) => {
      const gameId = chosen.get(key);
      return gameId === undefined ? [] : [{ id, gameId, values }];
    });
    // Checked again: a session picked in the review, or one logged meanwhile, may be there already.
    const { fresh, duplicates } = withoutDuplicates(items, diaryStore.get().records.map((record) => record.entry));
    try {
      await logSessions(fresh);
      setReview(undefined);
      const skipped = duplicates.length + review.rows.filter((row) => row.duplicate).length;
      setMessage(`${sessionsWord(fresh.length)} logged.${skipped > 0 ? ` ${sessionsWord(skipped)} already in your diary ${skipped === 1 ? 'was' : 'were'} skipped.` : ''}`);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : 'The sessions could not be saved on this device.');
    }
  }

  const choose = (line: number, value: string) => {
    const next = new Map(chosen);
    if (value) next.set(line, Number(value));
    else next.delete(line);
    setChosen(next);
  };

  return (
    <section aria-labelledby="sessions-import-title">
      <h2 id="sessions-import-title">Import sessions</h2>
      <label>
        Freeplay's JSON export, or a CSV with a date and a title column (minutes, marker and note if you have them)
        <input type="file" accept=".json,.csv,application/json,text/csv" onChange={(event) => void read(event)} disabled={games.length === 0} />
      </label>
      {message && <p role="status">{message}</p>}
      {review && (
        <div className="sessions-review">
          <SessionsReviewTable review={review} chosen={chosen} onChoose={choose} />
          {skippedSummary(review) && <p>{skippedSummary(review)}</p>}
          {review.problems.length > 0 && (
            <ul aria-label="Sessions left out">
              {review.problems.map((problem) => <li key={problem}>{problem}</li>)}
            </ul>
          )}
          <div className="session-form-actions">
            <button type="button" onClick={() => void write()} disabled={chosen.size === 0}>Import {sessionsWord(chosen.size)}</button>
            <button type="button" className="secondary" onClick={() => setReview(undefined)}>Cancel</button>
          </div>
        </div>
      )}
    </section>
  );
}
