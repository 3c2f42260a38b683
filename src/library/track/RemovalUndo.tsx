/**
 * The Undo offer after a Remove: a polite live region always in the page (so what appears in it is
 * announced) holding the message and Undo while the offer lasts. Undo takes the focus, so the
 * keyboard reaches it at once; when the offer ends with the focus still on it, the focus goes back
 * to the game's control.
 */
import { useEffect, useRef } from 'react';
import { STATUS_LABELS } from '../../contract';
import { useStore } from '../../lib/create-store';
import { dismissRemovalOffer, removalOfferStore, undoRemoval, type RemovalOffer } from './removal-undo';

export function RemovalUndo({ onProblem }: { onProblem: (message: string) => void }) {
  const offer = useStore(removalOfferStore);
  const regionRef = useRef<HTMLDivElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const shown = useRef<RemovalOffer | undefined>(undefined);

  useEffect(() => {
    const previous = shown.current;
    shown.current = offer;
    if (offer) {
      undoRef.current?.focus();
      return;
    }
    const active = document.activeElement;
    const focusLeftHere = !active || active === document.body || regionRef.current?.contains(active);
    if (previous && focusLeftHere) previous.returnFocus()?.focus();
  }, [offer]);

  const undo = () => undoRemoval().catch((error: unknown) => onProblem(error instanceof Error ? error.message : String(error)));
  const status = offer?.entry.status;
  return (
    <div ref={regionRef} className={offer ? 'undo-toast' : 'visually-hidden'} role="status" aria-live="polite">
      {offer && status && (
        <>
          <span>{status === 'ignored' ? `${offer.title} is back in Pick for me.` : `Removed ${offer.title} (${STATUS_LABELS[status]}) from My Games.`}</span>
          <button ref={undoRef} type="button" onClick={() => void undo()}>Undo</button>
          <button type="button" className="outline secondary" onClick={dismissRemovalOffer}>Dismiss</button>
        </>
      )}
    </div>
  );
}
