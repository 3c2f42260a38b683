/**
 * The diary's sessions month by month, newest first: the first `limit` of `entries`, mounted
 * ENTRIES_PER_TASK at a time with a task boundary between (use-stepped-count.ts), since mounting a
 * hundred sessions and laying them out at once is a long task on a slow phone.
 */
import { MARKER_LABELS, type DiaryEntry } from '../../contract/diary';
import { gameDetailPath } from '../../contract/routes';
import { formatMinutes, longDate, monthName } from '../diary-dates';
import { groupByMonth } from './diary-view';
import { useSteppedCount } from './use-stepped-count';

/** Sessions mounted in one task. */
const ENTRIES_PER_TASK = 25;

export function DiaryEntries({ entries, limit, title }: { entries: readonly DiaryEntry[]; limit: number; title: (gameId: number) => string }) {
  const count = useSteppedCount(Math.min(entries.length, limit), ENTRIES_PER_TASK);
  return groupByMonth(entries.slice(0, count)).map((group) => (
    <section key={group.month} aria-labelledby={`month-${group.month}`}>
      <h2 id={`month-${group.month}`}>
        {monthName(group.month)} <span className="session-total">{group.entries.length} · {formatMinutes(group.minutes)}</span>
      </h2>
      <ol className="session-list">
        {group.entries.map((entry) => (
          <li key={entry.id}>
            <span className="session-date">{longDate(entry.date)}</span> · <a href={`#${gameDetailPath(entry.game_id)}`}>{title(entry.game_id)}</a>
            {entry.minutes !== null && <span className="session-time"> · {formatMinutes(entry.minutes)}</span>}
            {entry.marker && <span className="session-marker-label"> · {MARKER_LABELS[entry.marker]}</span>}
            {entry.note && <p className="session-note">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  ));
}
