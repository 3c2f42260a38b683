/**
 * What the games screens show of the personal library, as slots the library fills
 * (docs/architecture.md, "Tracking on the games screens"): features do not import each other, so
 * cards, the detail page, the lists and the landing page read this store, and the library's bridge,
 * which the app mounts, writes it. The bridge loads after the first paint (as the stored library
 * does), so the first route carries only this; until then, and in a test of a games screen alone,
 * nothing is tracked and no control shows.
 */
import type { ComponentType, ReactNode } from 'react';
import type { LibraryStatus } from '../contract/library-statuses';
import { createStore, useStore } from './create-store';

export interface CardTrackerProps {
  gameId: number;
  title: string;
  /** The game's status, or undefined when it is not in the library. */
  status: LibraryStatus | undefined;
}

export interface TrackingSlots {
  /** Every game in the library with its status. */
  statuses: ReadonlyMap<number, LibraryStatus>;
  /** Games the lists and Browse leave out while "Hide games I've played or dropped" is on. */
  hidden: ReadonlySet<number>;
  /** A card's status badge and its one small button that opens the shared status menu. */
  CardTracker?: ComponentType<CardTrackerProps>;
  /** The detail page's status, rating, note and dates. */
  DetailTracker?: ComponentType<{ gameId: number; title: string }>;
  /** The "Hide games I've played or dropped" switch. */
  HideSwitch?: ComponentType;
  /** The landing page's recommendations from the library; `fallback` (the first games) while it has none. */
  Recommendations?: ComponentType<{ fallback: ReactNode }>;
}

export const NOTHING_TRACKED: TrackingSlots = { statuses: new Map(), hidden: new Set() };

export const trackingSlotsStore = createStore<TrackingSlots>(NOTHING_TRACKED);

export function useTrackingSlots(): TrackingSlots {
  return useStore(trackingSlotsStore);
}
