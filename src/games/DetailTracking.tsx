/**
 * The library's panel on a detail page (full or offline partial), when the app provides one
 * (src/lib/tracking-slots.ts). Until it arrives (its chunk loads after the first paint) an empty box
 * of the panel's reserved height holds its place, so the description below never moves. "Add to
 * list…" below it opens the lists' dialog (src/lib/add-to-list.ts).
 */
import { Suspense, useRef } from 'react';
import { openAddToList, useAddToListReady } from '../lib/add-to-list';
import { useTrackingSlots } from '../lib/tracking-slots';

const pending = <div className="detail-track-pending" aria-hidden="true" />;

export function DetailTracking({ gameId, title }: { gameId: number; title: string }) {
  const { DetailTracker } = useTrackingSlots();
  const listsReady = useAddToListReady();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      {DetailTracker ? (
        <Suspense fallback={pending}>
          <DetailTracker gameId={gameId} title={title} />
        </Suspense>
      ) : (
        pending
      )}
      {/* There from the first paint (disabled until the lists load), so its arrival moves nothing. */}
      <button ref={buttonRef} type="button" className="outline add-to-list-button" disabled={!listsReady} onClick={() => openAddToList({ gameIds: [gameId], what: title, returnFocus: () => buttonRef.current })}>
        Add to list…
      </button>
    </>
  );
}
