/**
 * The home page: the hero with Browse Games, and recommendations: the library's when the app
 * provides them (src/lib/tracking-slots.ts), otherwise the first games of the catalogue; below
 * them, what is new since the last visit (loaded after the first paint).
 */
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { PATHS, RECOMMENDATIONS_COUNT } from '../contract';
import { useDocumentTitle } from '../lib/use-document-title';
import { useTrackingSlots } from '../lib/tracking-slots';
import { DemoNotice } from './DemoNotice';
import { GameGrid } from './GameGrid';
import { GridSkeleton } from './GridSkeleton';
import { LoadError } from './LoadError';
import { useGames } from './use-games';
import './games.css';

const NewSinceRow = lazy(() => import('./whats-new/NewSinceRow').then((module) => ({ default: module.NewSinceRow })));

const HERO_HEADING = 'Find & track the best free-to-play games!';
const ALL_GAMES = {};

export function LandingPage() {
  const { state, reload } = useGames(ALL_GAMES);
  useDocumentTitle('Home');
  const { Recommendations } = useTrackingSlots();

  let recommendations;
  if (state.status === 'error') {
    recommendations = <LoadError error={state.error} onRetry={reload} />;
  } else if (state.status === 'loaded') {
    const games = state.value.data.slice(0, RECOMMENDATIONS_COUNT);
    recommendations = (
      <>
        <DemoNotice meta={state.value.meta} />
        {games.length === 0 ? (
          <p>No games to recommend right now.</p>
        ) : (
          <GameGrid games={games} titleLevel={3} label="Recommended games" />
        )}
      </>
    );
  } else {
    recommendations = <GridSkeleton label="Loading recommendations" cards={RECOMMENDATIONS_COUNT} />;
  }

  return (
    <>
      <section className="games-hero">
        <h1>{HERO_HEADING}</h1>
        <p>Hundreds of free games for PC and the browser, sorted and filtered your way.</p>
        <Link href={PATHS.all} role="button">
          Browse Games
        </Link>
      </section>
      <section aria-labelledby="recommendations-heading">
        <h2 id="recommendations-heading">Personalized Recommendations</h2>
        {Recommendations ? <Recommendations fallback={recommendations} /> : recommendations}
      </section>
      <Suspense fallback={null}>
        <NewSinceRow />
      </Suspense>
    </>
  );
}
