/**
 * The library's panel on a detail page (full or offline partial), when the app provides one
 * (src/lib/tracking-slots.ts). Until it arrives (its chunk loads after the first paint) an empty box
 * of the panel's reserved height holds its place, so the description below never moves.
 */
import { Suspense } from 'react';
import { useTrackingSlots } from '../lib/tracking-slots';

const pending = <div className="detail-track-pending" aria-hidden="true" />;

export function DetailTracking({ gameId, title }: { gameId: number; title: string }) {
  const { DetailTracker } = useTrackingSlots();
  if (!DetailTracker) return pending;
  return (
    <Suspense fallback={pending}>
      <DetailTracker gameId={gameId} title={title} />
    </Suspense>
  );
}
