/**
 * The detail page of the game in the route: spinner, then the game; "Game not found" for an id
 * that is no game; the offline partial view when the service worker only had the list's facts.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { markFirstContent, useAfterFirstContent, useHoldFirstContent } from '../lib/first-content';
import { useDocumentTitle } from '../lib/use-document-title';
import { useOnlineStatus } from '../lib/use-online-status';
import { LoadBoundary } from '../ui/LoadBoundary';
import { Spinner } from '../ui/Spinner';
import { DemoNotice } from './DemoNotice';
import { GameDetailView } from './GameDetailView';
import { GameNotFound } from './GameNotFound';
import { LoadError } from './LoadError';
import { PartialGameDetail } from './PartialGameDetail';
import { useGame } from './use-game';
import './games.css';

const NOT_LOADED_HEADING = 'This game could not be loaded';

// Below the fold, and it reads the whole catalogue index (about 20 KB): asked for once the game's
// own content and picture are painted, so that neither its chunks nor the index compete with them
// (docs/decisions.md, "What waits for the first screenful").
const MoreLikeThis = lazy(() => import('./similar/MoreLikeThis').then((module) => ({ default: module.MoreLikeThis })));

export function GameDetailPage({ id }: { id: string }) {
  const { state, reload, refresh, validId } = useGame(id);
  const online = useOnlineStatus();
  const contentPainted = useAfterFirstContent();
  const partial = state.status === 'loaded' && state.value.meta.partial;
  // A partial page completes itself when the browser comes back online.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (partial && online && !wasOnline.current) refresh();
    wasOnline.current = online;
  }, [partial, online, refresh]);
  const notFound = !validId || (state.status === 'error' && state.error.kind === 'http' && state.error.status === 404);
  let title: string;
  if (notFound) title = 'Game not found';
  else if (state.status === 'error') title = NOT_LOADED_HEADING;
  else if (state.status === 'loaded') title = state.value.data.title;
  else title = 'Loading game';
  useDocumentTitle(title);
  const loaded = state.status === 'loaded';
  // The game is on its way: the start-up work the first screenful does not need waits for it.
  useHoldFirstContent(state.status === 'loading');
  useEffect(() => {
    if (loaded) markFirstContent();
  }, [loaded]);

  if (notFound) return <GameNotFound />;
  if (state.status === 'error') {
    return (
      <section className="games-page">
        <h1>{NOT_LOADED_HEADING}</h1>
        <LoadError error={state.error} onRetry={reload} />
      </section>
    );
  }
  if (state.status !== 'loaded') return <Spinner label="Loading game" />;
  const { data, meta } = state.value;
  return (
    <>
      <DemoNotice meta={meta} />
      {meta.partial ? <PartialGameDetail game={data} onFetchFull={refresh} /> : <GameDetailView game={data} />}
      {contentPainted ? (
        // A chunk that cannot be fetched leaves the section out, not the page.
        <LoadBoundary fallback={null} resetKey={String(data.id)}>
          <Suspense fallback={null}>
            <MoreLikeThis gameId={data.id} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </>
  );
}
