/** Sharing a list by link: make a link (or a new one, which ends the old), copy it, stop sharing. Needs the server. */
import { useState } from 'react';
import { sharedListPath } from '../../contract/routes';
import { setListShared } from '../lists-actions';

export function ShareControls({ listId, shareId }: { listId: string; shareId: string | null }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const link = shareId ? `${location.origin}${location.pathname}#${sharedListPath(shareId)}` : '';
  const run = async (shared: boolean) => {
    setBusy(true);
    setMessage('');
    try {
      const id = await setListShared(listId, shared);
      setMessage(id ? 'Shared: anyone signed in to Freeplay with this link can see the list.' : 'This list is private again: the old link no longer works.');
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="share-controls" aria-labelledby="share-heading">
      <h2 id="share-heading">Sharing</h2>
      {shareId ? (
        <>
          <label htmlFor="share-link">Link to this list</label>
          <input id="share-link" readOnly value={link} onFocus={(event) => event.target.select()} />
          <div className="list-item-actions">
            <button type="button" className="outline" onClick={() => void navigator.clipboard?.writeText(link).then(() => setMessage('Link copied.'), () => setMessage('Select the link and copy it.'))}>Copy link</button>
            <button type="button" className="outline" disabled={busy} onClick={() => void run(true)}>Make a new link</button>
            <button type="button" className="outline secondary" disabled={busy} onClick={() => void run(false)}>Stop sharing</button>
          </div>
        </>
      ) : (
        <>
          <p>This list is private. A link lets other signed-in Freeplay users see it, read-only.</p>
          <button type="button" disabled={busy} aria-busy={busy} onClick={() => void run(true)}>Share by link</button>
        </>
      )}
      <p role="status">{message}</p>
    </section>
  );
}
