/**
 * A list page: the loading state (skeleton cards in the grid's shape) for at least the configured
 * time (one second by default, as the original app) and until the games arrive, then the grid; a failure says why and offers Retry; an empty list says so.
 */
import type { ListRoute } from '../contract';
import { useState } from 'react';
import { Link } from 'wouter';
import { useHoldFirstContent } from '../lib/first-content';
import { useDocumentTitle } from '../lib/use-document-title';
import { useTrackingSlots } from '../lib/tracking-slots';
import { browseHrefForList } from './browse/list-to-browse';
import { DemoNotice } from './DemoNotice';
import { GameGrid } from './GameGrid';
import { GridSkeleton } from './GridSkeleton';
import { listHeading, listTitle } from './list-heading';
import { readListScroll } from './list-scroll';
import { LoadError } from './LoadError';
import { listSpinnerMs } from './spinner-ms';
import { useGames } from './use-games';
import { useMinimumDelay } from './use-minimum-delay';
import './games.css';

const EMPTY_LIST_TEXT = 'No games found for this view.';
export const ALL_HIDDEN_TEXT = "You've played or dropped every game here.";

export function GamesListPage({ route }: { route: ListRoute }) {
  // Back to this list (its entry holds a position): the grid comes back at once, without the spinner's
  // second, from the copy this document showed (then refreshed in place).
  const [returning] = useState(() => readListScroll(route.path) !== undefined);
  const { state, reload } = useGames(route.query, { returning });
  const waited = useMinimumDelay(route.path, returning ? 0 : listSpinnerMs());
  const heading = listHeading(route);
  useDocumentTitle(listTitle(route));
  const { hidden, HideSwitch } = useTrackingSlots();

  const loading = !waited || state.status === 'loading' || state.status === 'idle';
  // The cards are on their way: the start-up work the first screenful does not need waits for them.
  useHoldFirstContent(loading);

  let body;
  if (loading) {
    body = <GridSkeleton label="Loading games" />;
  } else if (state.status === 'error') {
    body = <LoadError error={state.error} onRetry={reload} />;
  } else {
    const all = state.value.data;
    const games = all.filter((game) => !hidden.has(game.id));
    let grid = <GameGrid games={games} label={heading} scrollKey={route.path} />;
    if (all.length === 0) grid = <p>{EMPTY_LIST_TEXT}</p>;
    else if (games.length === 0) grid = <p>{ALL_HIDDEN_TEXT}</p>;
    body = (
      <>
        <DemoNotice meta={state.value.meta} />
        {grid}
      </>
    );
  }

  return (
    <section className="games-page">
      <h1>{heading}</h1>
      <p className="refine-link">
        <Link href={browseHrefForList(route.query)}>Refine</Link> this list with search, tags and more.
      </p>
      {/* The switch comes with the tracking chunk after the first paint: its line is held so nothing moves. */}
      <div className="hide-switch-slot">{HideSwitch && <HideSwitch />}</div>
      {body}
    </section>
  );
}
