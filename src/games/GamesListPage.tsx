/**
 * A list page: the spinner for at least the configured time (the spec's second) and until the games
 * arrive, then the grid; a failure says why and offers Retry; an empty list says so.
 */
import type { ListRoute } from '../contract';
import { Link } from 'wouter';
import { Spinner } from '../ui/Spinner';
import { browseHrefForList } from './browse/list-to-browse';
import { DemoNotice } from './DemoNotice';
import { GameGrid } from './GameGrid';
import { listHeading } from './list-heading';
import { LoadError } from './LoadError';
import { listSpinnerMs } from './spinner-ms';
import { useGames } from './use-games';
import { useMinimumDelay } from './use-minimum-delay';
import './games.css';

export const EMPTY_LIST_TEXT = 'No games found for this view.';

export function GamesListPage({ route }: { route: ListRoute }) {
  const { state, reload } = useGames(route.query);
  const waited = useMinimumDelay(route.path, listSpinnerMs());
  const heading = listHeading(route);

  let body;
  if (!waited || state.status === 'loading' || state.status === 'idle') {
    body = <Spinner label="Loading games" />;
  } else if (state.status === 'error') {
    body = <LoadError error={state.error} onRetry={reload} />;
  } else {
    const games = state.value.data;
    body = (
      <>
        <DemoNotice meta={state.value.meta} />
        {games.length === 0 ? <p>{EMPTY_LIST_TEXT}</p> : <GameGrid games={games} label={heading} />}
      </>
    );
  }

  return (
    <section className="games-page">
      <h1>{heading}</h1>
      <p className="refine-link">
        <Link href={browseHrefForList(route.query)}>Refine</Link> this list with search, tags and more.
      </p>
      {body}
    </section>
  );
}
