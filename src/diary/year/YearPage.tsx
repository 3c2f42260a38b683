/**
 * Year in Play (`#/year`, `#/year/YYYY`): the year computed on this device from the diary and the
 * library (year-stats.ts), offline, any day of the year, with no minimum. Each chart is an SVG with
 * a title and a table with the same numbers; Share makes an image of the summary.
 */
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { gameDetailPath, yearPath } from '../../contract/routes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatMinutes, longDate } from '../diary-dates';
import { useDiary } from '../diary-store';
import { computeYearInPlay, type GameFacts, type Ranked, type RatingGiven } from '../year-stats';
import { BarChart, type Bar } from './BarChart';
import { shareSummary } from './share-year';
import '../diary.css';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function rankedBars(ranked: readonly Ranked[], by: 'minutes' | 'sessions', label: (name: string) => string = (name) => name): Bar[] {
  return ranked.map((item) => ({ label: label(item.name), value: item[by], shown: by === 'minutes' ? formatMinutes(item.minutes) : String(item.sessions) }));
}

/** The figures, timed as a User Timing measure the bench reads (bench/diary.ts): their cost on the main thread. */
function measuredYear(...args: Parameters<typeof computeYearInPlay>): ReturnType<typeof computeYearInPlay> {
  const start = performance.now();
  const computed = computeYearInPlay(...args);
  performance.measure('freeplay:year-in-play', { start, end: performance.now() });
  return computed;
}

interface YearPageProps {
  year: number;
  games: ReadonlyMap<number, GameFacts>;
  tagLabels: ReadonlyMap<string, string>;
  ratings: readonly RatingGiven[];
}

export function YearPage({ year, games, tagLabels, ratings }: YearPageProps) {
  useDocumentTitle(`Year in Play ${year}`);
  const { records, ready } = useDiary();
  const stats = useMemo(() => measuredYear(records.map((record) => record.entry), year, games, ratings), [records, year, games, ratings]);
  const [shareState, setShareState] = useState<string>();
  const title = (id: number) => games.get(id)?.title ?? `Game ${id}`;
  const tag = (slug: string) => tagLabels.get(slug) ?? slug;
  const figures: [string, string][] = [
    ['Games played', String(stats.gamesPlayed)],
    ['Sessions', String(stats.sessions)],
    ['Time played', formatMinutes(stats.minutes)],
    ['Started', String(stats.started)],
    ['Finished', String(stats.finished)],
    ['Dropped', String(stats.dropped)],
    ['Longest streak', stats.longestStreak ? `${stats.longestStreak.days} ${stats.longestStreak.days === 1 ? 'day' : 'days'}` : '—'],
    ['Ratings given', String(stats.ratings.length)],
  ];

  async function share() {
    setShareState('Making the image…');
    try {
      const how = await shareSummary(stats, title);
      setShareState(how === 'shared' ? 'Shared.' : 'The image was downloaded.');
    } catch (error) {
      setShareState(error instanceof Error && error.name === 'AbortError' ? undefined : `Could not share: ${error instanceof Error ? error.message : 'unknown problem'}`);
    }
  }

  return (
    <div className="year-page">
      <h1>Year in Play {year}</h1>
      <p>
        <Link href={yearPath(year - 1)}>{year - 1}</Link> · <Link href={yearPath(year + 1)}>{year + 1}</Link> · Worked out on this device; nothing leaves it unless you share it.
      </p>
      {ready && stats.sessions === 0 && <p className="diary-empty">No sessions logged in {year} yet. Log one on a game's page and it counts here at once.</p>}
      <div className="year-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <strong>{value}</strong> {label}
          </div>
        ))}
      </div>
      <p>
        {stats.busiestDay && <>Busiest day: {longDate(stats.busiestDay.date)} ({formatMinutes(stats.busiestDay.minutes)}, {stats.busiestDay.sessions} {stats.busiestDay.sessions === 1 ? 'session' : 'sessions'}). </>}
        {stats.longestStreak && stats.longestStreak.days > 1 && <>Longest streak: {longDate(stats.longestStreak.from)} to {longDate(stats.longestStreak.to)}. </>}
        {stats.firstGame && <>First game: <Link href={gameDetailPath(stats.firstGame.gameId)}>{title(stats.firstGame.gameId)}</Link> on {longDate(stats.firstGame.date)}. </>}
        {stats.lastGame && <>Last game: <Link href={gameDetailPath(stats.lastGame.gameId)}>{title(stats.lastGame.gameId)}</Link> on {longDate(stats.lastGame.date)}.</>}
      </p>
      <button type="button" onClick={() => void share()}>Share</button>
      {shareState && <p role="status">{shareState}</p>}
      <BarChart title={`Time played by month in ${year}`} valueHeading="Time played" bars={stats.months.map((month) => ({ label: MONTHS[month.month - 1] ?? String(month.month), value: month.minutes, shown: formatMinutes(month.minutes) }))} />
      <BarChart title={`Sessions by month in ${year}`} valueHeading="Sessions" bars={stats.months.map((month) => ({ label: MONTHS[month.month - 1] ?? String(month.month), value: month.sessions, shown: String(month.sessions) }))} />
      <BarChart title="Top genres by time" valueHeading="Time played" bars={rankedBars(stats.genresByTime, 'minutes')} />
      <BarChart title="Top genres by sessions" valueHeading="Sessions" bars={rankedBars(stats.genresBySessions, 'sessions')} />
      <BarChart title="Top tags by time" valueHeading="Time played" bars={rankedBars(stats.tagsByTime, 'minutes', tag)} />
      <BarChart title="Top tags by sessions" valueHeading="Sessions" bars={rankedBars(stats.tagsBySessions, 'sessions', tag)} />
      <section aria-labelledby="top-rated-title">
        <h2 id="top-rated-title">Top rated this year</h2>
        {stats.topRated.length === 0 ? (
          <p className="diary-empty">No ratings given in {year}.</p>
        ) : (
          <ol>
            {stats.topRated.map((rating) => (
              <li key={rating.gameId}>
                <Link href={gameDetailPath(rating.gameId)}>{title(rating.gameId)}</Link>: {rating.rating} of 5
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
