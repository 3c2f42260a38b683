/** What the diary page shows, worked out from the entries (pure): the filters' choices, the entries that pass, by month, and the year's days. */
import type { DiaryEntry } from '../../contract/diary';
import type { GameFacts } from '../year-stats';

export interface DiaryFilters {
  game?: number;
  genre?: string;
  tag?: string;
  day?: string;
}

export interface MonthGroup {
  /** YYYY-MM */
  month: string;
  entries: DiaryEntry[];
  minutes: number;
}

/** The entries (newest first) that pass the filters. */
export function filterEntries(entries: readonly DiaryEntry[], filters: DiaryFilters, games: ReadonlyMap<number, GameFacts>): DiaryEntry[] {
  return entries.filter((entry) => {
    if (filters.day && entry.date !== filters.day) return false;
    if (filters.game !== undefined && entry.game_id !== filters.game) return false;
    const facts = games.get(entry.game_id);
    if (filters.genre && facts?.genre !== filters.genre) return false;
    return !filters.tag || (facts?.tags.includes(filters.tag) ?? false);
  });
}

/** Newest-first entries grouped by month, in the same order. */
export function groupByMonth(entries: readonly DiaryEntry[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const entry of entries) {
    const month = entry.date.slice(0, 7);
    let group = groups[groups.length - 1];
    if (group?.month !== month) groups.push((group = { month, entries: [], minutes: 0 }));
    group.entries.push(entry);
    group.minutes += entry.minutes ?? 0;
  }
  return groups;
}

/** Per day of `year`: how many sessions and minutes. */
export function daysOfYear(entries: readonly DiaryEntry[], year: number): Map<string, { sessions: number; minutes: number }> {
  const prefix = `${year}-`;
  const days = new Map<string, { sessions: number; minutes: number }>();
  for (const entry of entries) {
    if (!entry.date.startsWith(prefix)) continue;
    const day = days.get(entry.date) ?? { sessions: 0, minutes: 0 };
    day.sessions += 1;
    day.minutes += entry.minutes ?? 0;
    days.set(entry.date, day);
  }
  return days;
}

/** The choices of each filter: the games, genres and tags the diary has. */
export function filterChoices(entries: readonly DiaryEntry[], games: ReadonlyMap<number, GameFacts>) {
  const gameIds = new Set<number>();
  const genres = new Set<string>();
  const tags = new Set<string>();
  for (const entry of entries) gameIds.add(entry.game_id);
  for (const id of gameIds) {
    const facts = games.get(id);
    if (facts?.genre) genres.add(facts.genre);
    for (const tag of facts?.tags ?? []) tags.add(tag);
  }
  const title = (id: number) => games.get(id)?.title ?? `Game ${id}`;
  return {
    games: [...gameIds].map((id) => ({ id, title: title(id) })).sort((a, b) => a.title.localeCompare(b.title)),
    genres: [...genres].sort(),
    tags: [...tags].sort(),
  };
}
