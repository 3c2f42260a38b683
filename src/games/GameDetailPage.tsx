/**
 * The detail page of the game in the route: spinner, then the game; "Game not found" for an id
 * that is no game; the offline partial view when the service worker only had the list's facts.
 */
import { Spinner } from '../ui/Spinner';
import { DemoNotice } from './DemoNotice';
import { GameDetailView } from './GameDetailView';
import { GameNotFound } from './GameNotFound';
import { LoadError } from './LoadError';
import { PartialGameDetail } from './PartialGameDetail';
import { useGame } from './use-game';
import './games.css';

export function GameDetailPage({ id }: { id: string }) {
  const { state, reload, validId } = useGame(id);
  if (!validId) return <GameNotFound />;
  if (state.status === 'error') {
    if (state.error.kind === 'http' && state.error.status === 404) return <GameNotFound />;
    return (
      <section className="games-page">
        <h1>This game could not be loaded</h1>
        <LoadError error={state.error} onRetry={reload} />
      </section>
    );
  }
  if (state.status !== 'loaded') return <Spinner label="Loading game" />;
  const { data, meta } = state.value;
  return (
    <>
      <DemoNotice meta={meta} />
      {meta.partial ? <PartialGameDetail game={data} /> : <GameDetailView game={data} />}
    </>
  );
}
