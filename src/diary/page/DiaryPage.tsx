/**
 * The diary (`#/diary`): a year's calendar of the days played, filters by game, genre and tag, and
 * every entry month by month, newest first. It reads this device's diary, so it works offline. The
 * entries show a hundred at a time, mounted a few at a task (DiaryEntries.tsx), and the calendar's
 * days a task after the page, so a diary of thousands opens without a long task.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { PATHS, yearPath } from '../../contract/routes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { saveFile } from '../../lib/save-file';
import { useHashQuery } from '../../lib/use-hash-route';
import { sessionsCsv } from '../transfer/diary-export';
import { SessionsImport } from '../transfer/SessionsImport';
import { dayOf, longDate } from '../diary-dates';
import { useDiary } from '../diary-store';
import type { GameFacts } from '../year-stats';
import { DiaryEntries } from './DiaryEntries';
import { daysOfYear, filterChoices, filterEntries, type DiaryFilters } from './diary-view';
import { YearHeatmap } from './YearHeatmap';
import '../diary.css';

/** Entries shown at first, and added by each "Show earlier sessions". */
const ENTRIES_AT_ONCE = 100;

export function DiaryPage({ games: arrivedGames, tagLabels }: { games: ReadonlyMap<number, GameFacts>; tagLabels: ReadonlyMap<string, string> }) {
  // The catalogue arrives after the page: naming every session, day and filter then is an interruptible render.
  const games = useDeferredValue(arrivedGames);
  useDocumentTitle('Diary');
  const { records, ready, problem } = useDiary();
  const day = new URLSearchParams(useHashQuery()).get('day') ?? undefined;
  const [year, setYear] = useState(() => Number((day ?? dayOf(Date.now())).slice(0, 4)));
  const [filters, setFilters] = useState<Omit<DiaryFilters, 'day'>>({});
  const [limit, setLimit] = useState(ENTRIES_AT_ONCE);
  const entries = useMemo(() => records.map((record) => record.entry), [records]);
  const choices = useMemo(() => filterChoices(entries, games), [entries, games]);
  const shown = useMemo(() => filterEntries(entries, { ...filters, day }, games), [entries, filters, day, games]);
  const days = useMemo(() => daysOfYear(filterEntries(entries, filters, games), year), [entries, filters, games, year]);
  const title = (id: number) => games.get(id)?.title ?? `Game ${id}`;
  const catalogueGames = useMemo(() => [...games].map(([id, facts]) => ({ id, title: facts.title })), [games]);

  return (
    <div className="diary-page">
      <h1>Diary</h1>
      {problem && <p role="status">{problem}</p>}
      <section aria-labelledby="diary-calendar-title">
        <h2 id="diary-calendar-title">{year}</h2>
        <div className="session-form-actions">
          <button type="button" className="secondary" onClick={() => setYear(year - 1)}>Previous year</button>
          <button type="button" className="secondary" onClick={() => setYear(year + 1)}>Next year</button>
          <Link href={yearPath(year)}>Year in Play {year}</Link>
        </div>
        <YearHeatmap year={year} days={days} />
      </section>
      <section className="diary-filters" aria-label="Filters">
        <label>
          Game
          <select value={filters.game ?? ''} onChange={(event) => setFilters({ ...filters, game: event.target.value ? Number(event.target.value) : undefined })}>
            <option value="">Every game</option>
            {choices.games.map((game) => <option key={game.id} value={game.id}>{game.title}</option>)}
          </select>
        </label>
        <label>
          Genre
          <select value={filters.genre ?? ''} onChange={(event) => setFilters({ ...filters, genre: event.target.value || undefined })}>
            <option value="">Every genre</option>
            {choices.genres.map((genre) => <option key={genre} value={genre}>{genre}</option>)}
          </select>
        </label>
        <label>
          Tag
          <select value={filters.tag ?? ''} onChange={(event) => setFilters({ ...filters, tag: event.target.value || undefined })}>
            <option value="">Every tag</option>
            {choices.tags.map((tag) => <option key={tag} value={tag}>{tagLabels.get(tag) ?? tag}</option>)}
          </select>
        </label>
      </section>
      {day && (
        <p>
          Showing {longDate(day)}. <Link href={PATHS.diary}>Show every day</Link>
        </p>
      )}
      {ready && shown.length === 0 && (
        <p className="diary-empty">{entries.length === 0 ? 'Your diary is empty. Log a session on a game\u2019s page to start it.' : 'No sessions match these filters.'}</p>
      )}
      {/* Remounted when the filters change: a new selection mounts in steps again. */}
      <DiaryEntries key={JSON.stringify([filters, day])} entries={shown} limit={limit} title={title} />
      {entries.length > 0 && (
        <p>
          <button type="button" className="outline" onClick={() => saveFile(`freeplay-sessions-${dayOf(Date.now())}.csv`, new Blob([sessionsCsv(entries, title)], { type: 'text/csv' }))}>
            Download sessions (CSV)
          </button>
        </p>
      )}
      <SessionsImport games={catalogueGames} />
      {shown.length > limit && (
        <button type="button" className="secondary" onClick={() => setLimit(limit + ENTRIES_AT_ONCE)}>Show earlier sessions ({shown.length - limit} more)</button>
      )}
    </div>
  );
}
