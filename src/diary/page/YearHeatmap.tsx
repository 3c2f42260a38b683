/**
 * A year's calendar of the days played, a column per week: each day played is a link to its
 * entries (named with its date and what was played); the others are blank squares. The days come
 * a task after the page (its grid keeps their room meanwhile), so opening the diary is not one long task.
 */
import { PATHS } from '../../contract/routes';
import { dateOfDay, dayNumber, formatMinutes, longDate } from '../diary-dates';
import { useNextTask } from './use-next-task';

function level(minutes: number, sessions: number): number {
  if (sessions === 0) return 0;
  if (minutes >= 180) return 4;
  if (minutes >= 90) return 3;
  if (minutes >= 30) return 2;
  return 1;
}

export function YearHeatmap({ year, days }: { year: number; days: ReadonlyMap<string, { sessions: number; minutes: number }> }) {
  const drawn = useNextTask();
  const first = dayNumber(`${year}-01-01`);
  const last = dayNumber(`${year}-12-31`);
  // 1970-01-01 was a Thursday: Monday-first weekday of a day number.
  const weekday = (day: number) => (day + 3) % 7;
  const cells = [];
  for (let blank = 0; drawn && blank < weekday(first); blank++) cells.push(<span key={`b${blank}`} className="heatmap-day heatmap-blank" aria-hidden="true" />);
  for (let day = first; drawn && day <= last; day++) {
    const date = dateOfDay(day);
    const played = days.get(date);
    if (!played) {
      cells.push(<span key={date} className="heatmap-day" aria-hidden="true" />);
      continue;
    }
    const label = `${longDate(date)}: ${played.sessions === 1 ? '1 session' : `${played.sessions} sessions`}, ${formatMinutes(played.minutes)}`;
    // Plain links (the hash router follows them): a year of router links costs a long task to mount.
    cells.push(<a key={date} href={`#${PATHS.diary}?day=${date}`} className="heatmap-day" data-level={level(played.minutes, played.sessions)} aria-label={label} title={label} />);
  }
  return (
    <nav aria-label={`Days played in ${year}`}>
      <div className="heatmap">{cells}</div>
      <p className="diary-empty">{days.size === 1 ? '1 day played' : `${days.size} days played`} in {year}.</p>
    </nav>
  );
}
