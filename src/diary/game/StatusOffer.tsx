/**
 * After a session is logged: the status it suggests, one tap to take it, then Undo. Nothing
 * changes the status unless the person taps.
 */
import { useState } from 'react';
import { STATUS_LABELS, type LibraryStatus } from '../../contract/library-statuses';

interface StatusOfferProps {
  offer: LibraryStatus;
  /** Sets the status; resolves with the function that puts the previous one back. */
  take(status: LibraryStatus): Promise<() => Promise<void>>;
  onDone(): void;
}

export function StatusOffer({ offer, take, onDone }: StatusOfferProps) {
  const [undo, setUndo] = useState<() => Promise<void>>();
  const [message, setMessage] = useState<string>();
  if (undo) {
    return (
      <p className="diary-offer" role="status">
        Marked as {STATUS_LABELS[offer]}.{' '}
        <button type="button" className="secondary" onClick={() => void undo().then(onDone)}>Undo</button>
      </p>
    );
  }
  return (
    <p className="diary-offer" role="status">
      {message ?? `Mark this game as ${STATUS_LABELS[offer]}?`}{' '}
      <button
        type="button"
        onClick={() =>
          void take(offer).then(
            (back) => setUndo(() => back),
            (error: unknown) => setMessage(error instanceof Error ? error.message : 'The status could not be changed.'),
          )
        }
      >
        Mark as {STATUS_LABELS[offer]}
      </button>{' '}
      <button type="button" className="secondary" onClick={onDone}>No thanks</button>
    </p>
  );
}
