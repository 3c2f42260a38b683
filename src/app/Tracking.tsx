/**
 * The library on the games screens, composed (docs/architecture.md, "Tracking on the games
 * screens"): the library's bridge fills the tracking slots, with the games screens' own
 * recommendations component (loaded when the landing page first asks). Loaded after the first paint.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { TrackingBridge } from '../library/track/TrackingBridge';

const PersonalRecommendations = lazy(() =>
  import('../games/recommend/PersonalRecommendations').then((module) => ({ default: module.PersonalRecommendations })),
);

// The first games show while the scoring loads.
function Recommendations({ fallback }: { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <PersonalRecommendations fallback={fallback} />
    </Suspense>
  );
}

export function Tracking() {
  return <TrackingBridge Recommendations={Recommendations} />;
}
