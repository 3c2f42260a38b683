/**
 * Fills the games screens' tracking slots (src/lib/tracking-slots.ts) from the library: the status
 * of every game, what the hide switch hides, and the controls; and hosts the one shared status
 * menu. The app mounts it after the first paint; the menu and the detail page's panel load when
 * first needed.
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { LibraryStatus } from '../../contract/library-statuses';
import { useStore } from '../../lib/create-store';
import { NOTHING_TRACKED, trackingSlotsStore } from '../../lib/tracking-slots';
import { useLibraryEntries } from '../use-library';
import { CardTracker } from './CardTracker';
import { useHideFinished } from './hide-finished';
import { HideSwitch } from './HideSwitch';
import { RemovalUndo } from './RemovalUndo';
import { statusMenuStore } from './status-menu-store';

const loadStatusMenu = () => import('./StatusMenu');
const StatusMenu = lazy(() => loadStatusMenu().then((module) => ({ default: module.StatusMenu })));
const DetailTracker = lazy(() => import('../detail/DetailTracker').then((module) => ({ default: module.DetailTracker })));

// Not interested (Pick for me) is hidden with them: a game the person turned down is as done with as a dropped one.
const HIDDEN_STATUSES: ReadonlySet<LibraryStatus> = new Set(['played', 'dropped', 'ignored']);

export function TrackingBridge({ Recommendations }: {
  /** The landing page's recommendations, which the app composes from the games screens. */
  Recommendations?: ComponentType<{ fallback: ReactNode }>;
}) {
  const entries = useLibraryEntries();
  const hideFinished = useHideFinished();
  const menu = useStore(statusMenuStore);
  const [problem, setProblem] = useState('');

  const slots = useMemo(() => {
    const statuses = new Map<number, LibraryStatus>();
    const hidden = new Set<number>();
    for (const entry of entries) {
      if (!entry.status) continue;
      statuses.set(entry.game_id, entry.status);
      if (hideFinished && HIDDEN_STATUSES.has(entry.status)) hidden.add(entry.game_id);
    }
    return { statuses, hidden, CardTracker, DetailTracker, HideSwitch, Recommendations };
  }, [entries, hideFinished, Recommendations]);

  useEffect(() => {
    trackingSlotsStore.set(slots);
  }, [slots]);
  useEffect(() => () => trackingSlotsStore.set(NOTHING_TRACKED), []);
  // Fetched while the network is there, so the cards' menu still opens if it goes (a page the
  // service worker does not control yet has no other copy); a failure here is retried by the first open.
  useEffect(() => {
    loadStatusMenu().catch(() => undefined);
  }, []);

  return (
    <>
      {menu && (
        <Suspense fallback={null}>
          <StatusMenu key={menu.gameId} request={menu} onProblem={setProblem} />
        </Suspense>
      )}
      <RemovalUndo onProblem={setProblem} />
      {problem && (
        <p className="track-problem" role="alert">
          {problem}{' '}
          <button type="button" className="outline" onClick={() => setProblem('')}>Dismiss</button>
        </p>
      )}
    </>
  );
}
