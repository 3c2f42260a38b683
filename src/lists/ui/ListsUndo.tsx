/**
 * The Undo offer after removing a list or a game from one: a polite live region always in the
 * page, so what appears is announced; Undo takes the focus so the keyboard reaches it at once.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '../../lib/create-store';
import { listsUndoStore } from '../lists-undo';

export function ListsUndo() {
  const offer = useStore(listsUndoStore);
  const undoRef = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    if (offer) undoRef.current?.focus();
  }, [offer]);
  const undo = async () => {
    if (!offer) return;
    listsUndoStore.set(undefined);
    await offer.undo().catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  };
  return (
    <div className={offer || problem ? 'undo-toast' : 'visually-hidden'} role="status" aria-live="polite">
      {offer && (
        <>
          <span>{offer.message}</span>
          <button ref={undoRef} type="button" onClick={() => void undo()}>Undo</button>
          <button type="button" className="outline secondary" onClick={() => listsUndoStore.set(undefined)}>Dismiss</button>
        </>
      )}
      {!offer && problem && <span>{problem}</span>}
    </div>
  );
}
