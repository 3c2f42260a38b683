/**
 * Which status a logged session offers (never sets): finishing offers Played, giving up offers
 * Dropped, and any other session on a game that is Want to try or not tracked offers Playing.
 */
import type { DiaryMarker } from '../contract/diary';
import type { LibraryStatus } from '../contract/library-statuses';

export function statusOffer(current: LibraryStatus | undefined, marker: DiaryMarker | null): LibraryStatus | undefined {
  if (marker === 'finished') return current === 'played' ? undefined : 'played';
  if (marker === 'abandoned') return current === 'dropped' ? undefined : 'dropped';
  return current === undefined || current === 'want' ? 'playing' : undefined;
}
