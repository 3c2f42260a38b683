/** The library's panel on a detail page (full or offline partial), when the app provides one (src/lib/tracking-slots.ts). */
import { Suspense } from 'react';
import { useTrackingSlots } from '../lib/tracking-slots';

export function DetailTracking({ gameId, title }: { gameId: number; title: string }) {
  const { DetailTracker } = useTrackingSlots();
  if (!DetailTracker) return null;
  return (
    <Suspense fallback={null}>
      <DetailTracker gameId={gameId} title={title} />
    </Suspense>
  );
}
