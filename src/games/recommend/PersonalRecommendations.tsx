/**
 * The landing page's recommendations once the library has games: three untracked games scored from
 * it over the catalogue index (stored for offline use), each with its reason. The app passes it to
 * the landing page as a slot, loaded on demand; with an empty library, while the index is missing,
 * or when nothing can be scored yet, the catalogue's first three games show instead, as on a first visit.
 */
import { useMemo, type ReactNode } from 'react';
import { RECOMMENDATIONS_COUNT } from '../../contract';
import { useTrackingSlots } from '../../lib/tracking-slots';
import { GridSkeleton } from '../GridSkeleton';
import { useCatalogueIndex } from '../browse/use-catalogue-index';
import { GameGrid } from '../GameGrid';
import { recommendGames } from './recommend-games';

export function PersonalRecommendations({ fallback }: { fallback: ReactNode }) {
  const { statuses } = useTrackingSlots();
  // The catalogue index is asked for only once the library has games.
  const { state } = useCatalogueIndex(statuses.size > 0);
  const games = state.status === 'loaded' ? state.value.games : undefined;
  const picks = useMemo(() => (games ? recommendGames(games, statuses, RECOMMENDATIONS_COUNT) : []), [games, statuses]);
  if (statuses.size === 0 || state.status === 'error') return fallback;
  if (!games) return <GridSkeleton label="Loading recommendations" cards={RECOMMENDATIONS_COUNT} />;
  if (picks.length === 0) return fallback;
  const reasons = new Map(picks.map((pick) => [pick.game.id, pick.reason]));
  return (
    <GameGrid
      games={picks.map((pick) => pick.game)}
      titleLevel={3}
      label="Recommended games"
      renderDetail={(game) => reasons.get(game.id)}
    />
  );
}
