/**
 * The landing page's "New since your last visit" row, below the recommendations: the games
 * released or first seen in the catalogue index (stored offline) since this device's previous
 * visit, with their count and a link to Browse by release date. In an installed app the count also
 * shows on the icon (the Badging API) until the row has been seen. Loaded after the first paint;
 * shows nothing while there is nothing new.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { PATHS } from '../../contract';
import { clearAppBadge, showAppBadge } from '../../lib/app-badge';
import { browseQueryString, EMPTY_BROWSE_STATE } from '../browse/browse-state';
import { useCatalogueIndex } from '../browse/use-catalogue-index';
import { GameGrid } from '../GameGrid';
import { newSince, recordFirstSeen } from './new-since';
import { readVisitState, touchVisit, writeVisitState } from './visit-store';

/** The row shows this many; See all opens the rest in Browse. */
const NEW_SHOWN = 6;
const SEE_ALL_HREF = `#${PATHS.browse}?${browseQueryString({ ...EMPTY_BROWSE_STATE, sort: 'release-date' })}`;

export function NewSinceRow({ now = Date.now }: { now?: () => number }) {
  const catalogue = useCatalogueIndex();
  const index = catalogue.state.status === 'loaded' ? catalogue.state.value : undefined;
  const [opened] = useState(() => {
    const at = now();
    return { at, visit: touchVisit(at) };
  });
  const recorded = useMemo(
    () => (index ? recordFirstSeen(opened.visit, index.games.map((game) => game.id), opened.at) : opened.visit),
    [index, opened],
  );
  const games = useMemo(() => (index ? newSince(index.games, recorded, opened.at) : []), [index, recorded, opened]);
  const count = games.length;
  const section = useRef<HTMLElement>(null);

  // Only the first-seen times are this row's to write: the visit itself may have moved on meanwhile (track-visits.ts).
  useEffect(() => {
    if (index) writeVisitState({ ...(readVisitState() ?? recorded), firstSeen: recorded.firstSeen });
  }, [index, recorded]);

  // The badge: set until the row is seen in this visit; cleared once it scrolls into view.
  useEffect(() => {
    if (count === 0) return;
    const { previousVisit, seenAt } = recorded;
    const seenThisVisit = seenAt !== undefined && (previousVisit === null || seenAt > previousVisit);
    if (!seenThisVisit) showAppBadge(count);
    const element = section.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      clearAppBadge();
      const stored = readVisitState();
      if (stored) writeVisitState({ ...stored, seenAt: now() });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [count, recorded, now]);

  if (count === 0) return null;
  return (
    <section ref={section} className="new-since" aria-labelledby="new-since-heading">
      <h2 id="new-since-heading">New since your last visit</h2>
      <p>
        {count} new {count === 1 ? 'game' : 'games'} · <a href={SEE_ALL_HREF}>See all</a>
      </p>
      <GameGrid games={games.slice(0, NEW_SHOWN)} titleLevel={3} label="New since your last visit" />
    </section>
  );
}
