/** A game's sessions, newest first, with the total time; each can be edited, or deleted with Undo. */
import { useState } from 'react';
import { MARKER_LABELS } from '../../contract/diary';
import { formatMinutes, longDate } from '../diary-dates';
import type { DiaryRecord } from '../diary-record';
import { SessionForm } from './SessionForm';
import { useTimedOffer } from './use-timed-offer';
import { deleteSession, editSession, restoreSession } from '../diary-actions';

export function SessionHistory({ records }: { records: readonly DiaryRecord[] }) {
  const [editing, setEditing] = useState<string>();
  const [deleted, setDeleted] = useTimedOffer<string>();
  const total = records.reduce((sum, record) => sum + (record.entry.minutes ?? 0), 0);
  return (
    <section className="session-history" aria-labelledby="session-history-title">
      <h3 id="session-history-title">
        Sessions <span className="session-total">{records.length} · {formatMinutes(total)} in all</span>
      </h3>
      {deleted && (
        <p className="diary-offer" role="status">
          Session deleted.{' '}
          <button type="button" className="secondary" onClick={() => void restoreSession(deleted).then(() => setDeleted(undefined))}>Undo</button>
        </p>
      )}
      {records.length === 0 ? (
        <p className="diary-empty">No sessions logged yet.</p>
      ) : (
        <ol className="session-list">
          {records.map(({ entry, refused }) => (
            <li key={entry.id}>
              {editing === entry.id ? (
                <SessionForm
                  initial={entry}
                  submitLabel="Save session"
                  onCancel={() => setEditing(undefined)}
                  onSubmit={async (values) => {
                    await editSession(entry.id, values);
                    setEditing(undefined);
                  }}
                />
              ) : (
                <>
                  <span className="session-date">{longDate(entry.date)}</span>
                  {entry.minutes !== null && <span className="session-time"> · {formatMinutes(entry.minutes)}</span>}
                  {entry.marker && <span className="session-marker-label"> · {MARKER_LABELS[entry.marker]}</span>}
                  {entry.note && <p className="session-note">{entry.note}</p>}
                  {refused && <p className="session-error">Not saved on the server: {refused}</p>}
                  <span className="session-actions">
                    <button type="button" className="secondary" aria-label={`Edit the session of ${longDate(entry.date)}`} onClick={() => setEditing(entry.id)}>Edit</button>{' '}
                    <button type="button" className="secondary" aria-label={`Delete the session of ${longDate(entry.date)}`} onClick={() => void deleteSession(entry.id).then(() => setDeleted(entry.id))}>Delete</button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
