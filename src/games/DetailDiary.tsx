/** The diary's panel on a detail page, when the app provides one (src/lib/diary-slot.ts); below the description, so its arrival moves nothing above it. */
import { Suspense } from 'react';
import { useDiarySlot } from '../lib/diary-slot';

export function DetailDiary({ gameId, title }: { gameId: number; title: string }) {
  const { Panel } = useDiarySlot();
  if (!Panel) return null;
  return (
    <Suspense fallback={null}>
      <Panel gameId={gameId} title={title} />
    </Suspense>
  );
}
