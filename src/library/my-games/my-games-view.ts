/** My Games' tabs as pure code: the tab a `?status=` names, each tab's count, and a tab's games in last-change order. */
import { LIBRARY_STATUSES, TRACKED_STATUSES, type LibraryStatus } from '../../contract';

export type MyGamesTab = 'all' | LibraryStatus;

/** The tabs in order: All, the four statuses, and Not interested when there is any. */
export const TABS: readonly MyGamesTab[] = ['all', ...TRACKED_STATUSES];

/** The tab `?status=` names; anything else is All (every route accepts and ignores what it does not know). */
export function tabFromQuery(query: string): MyGamesTab {
  const status = new URLSearchParams(query).get('status');
  return status && (LIBRARY_STATUSES as readonly string[]).includes(status) ? (status as LibraryStatus) : 'all';
}

export function countByTab(entries: readonly { status: LibraryStatus | null }[]): Record<MyGamesTab, number> {
  const counts = { all: 0, want: 0, playing: 0, played: 0, dropped: 0, ignored: 0 } satisfies Record<MyGamesTab, number>;
  for (const { status } of entries) {
    if (!status) continue;
    counts[status] += 1;
    // "All" is the tracked games; Not interested has its own tab.
    if (status !== 'ignored') counts.all += 1;
  }
  return counts;
}

export function inTab<E extends { status: LibraryStatus | null }>(entries: readonly E[], tab: MyGamesTab): E[] {
  return entries.filter((entry) => entry.status !== null && (tab === 'all' ? entry.status !== 'ignored' : entry.status === tab));
}
