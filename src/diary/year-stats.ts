/**
 * Year in Play, computed on the device from the diary and the library (pure, so it is tested
 * alone): every figure of one calendar year. Dates are the person's calendar dates (diary-dates.ts).
 * The longest streak is the longest run of consecutive days played that has a day in the year,
 * counted whole: a run from 30 December to 2 January counts its four days in both years.
 */
import type { DiaryEntry } from '../contract/diary';
import { dateOfDay, dayNumber } from './diary-dates';

export interface GameFacts {
  title: string;
  genre: string;
  tags: readonly string[];
}

export interface RatingGiven {
  gameId: number;
  rating: number;
  /** The calendar date the rating was given (dayOf its change time). */
  date: string;
}

export interface Ranked {
  name: string;
  minutes: number;
  sessions: number;
}

export interface YearInPlay {
  year: number;
  gamesPlayed: number;
  sessions: number;
  minutes: number;
  started: number;
  finished: number;
  dropped: number;
  genresByTime: Ranked[];
  genresBySessions: Ranked[];
  tagsByTime: Ranked[];
  tagsBySessions: Ranked[];
  /** Twelve months, January first. */
  months: { month: number; sessions: number; minutes: number }[];
  busiestDay?: { date: string; minutes: number; sessions: number };
  longestStreak?: { days: number; from: string; to: string };
  ratings: RatingGiven[];
  topRated: RatingGiven[];
  firstGame?: { gameId: number; date: string };
  lastGame?: { gameId: number; date: string };
}

const TOP = 5;

function rank(totals: Map<string, Ranked>, by: 'minutes' | 'sessions'): Ranked[] {
  const other = by === 'minutes' ? 'sessions' : 'minutes';
  return [...totals.values()].sort((a, b) => b[by] - a[by] || b[other] - a[other] || a.name.localeCompare(b.name)).slice(0, TOP);
}

function add(totals: Map<string, Ranked>, name: string, minutes: number): void {
  const total = totals.get(name) ?? { name, minutes: 0, sessions: 0 };
  total.minutes += minutes;
  total.sessions += 1;
  totals.set(name, total);
}

/** The longest run of consecutive played days with at least one day in the year. */
function longestStreak(allDays: ReadonlySet<number>, year: number): YearInPlay['longestStreak'] {
  const first = dayNumber(`${year}-01-01`);
  const last = dayNumber(`${year}-12-31`);
  let best: YearInPlay['longestStreak'];
  for (const day of allDays) {
    if (allDays.has(day - 1)) continue; // not the start of a run
    let end = day;
    while (allDays.has(end + 1)) end++;
    if (end < first || day > last) continue;
    const days = end - day + 1;
    if (!best || days > best.days) best = { days, from: dateOfDay(day), to: dateOfDay(end) };
  }
  return best;
}

export function computeYearInPlay(entries: readonly DiaryEntry[], year: number, games: ReadonlyMap<number, GameFacts>, ratings: readonly RatingGiven[]): YearInPlay {
  const prefix = `${year}-`;
  const live = entries.filter((entry) => !entry.deleted);
  const inYear = live.filter((entry) => entry.date.startsWith(prefix));
  const played = new Set<number>();
  const markers = { started: new Set<number>(), finished: new Set<number>(), abandoned: new Set<number>() };
  const genres = new Map<string, Ranked>();
  const tags = new Map<string, Ranked>();
  const months = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, sessions: 0, minutes: 0 }));
  const days = new Map<string, { minutes: number; sessions: number }>();
  const minutesByGame = new Map<number, number>();
  let minutes = 0;
  let first: DiaryEntry | undefined;
  let last: DiaryEntry | undefined;
  const earlier = (a: DiaryEntry, b: DiaryEntry) => a.date < b.date || (a.date === b.date && a.created_at < b.created_at);

  for (const entry of inYear) {
    const time = entry.minutes ?? 0;
    played.add(entry.game_id);
    if (entry.marker) markers[entry.marker].add(entry.game_id);
    minutes += time;
    minutesByGame.set(entry.game_id, (minutesByGame.get(entry.game_id) ?? 0) + time);
    const facts = games.get(entry.game_id);
    if (facts?.genre) add(genres, facts.genre, time);
    for (const tag of facts?.tags ?? []) add(tags, tag, time);
    const month = months[Number(entry.date.slice(5, 7)) - 1];
    if (month) {
      month.sessions += 1;
      month.minutes += time;
    }
    const day = days.get(entry.date) ?? { minutes: 0, sessions: 0 };
    day.minutes += time;
    day.sessions += 1;
    days.set(entry.date, day);
    if (!first || earlier(entry, first)) first = entry;
    if (!last || earlier(last, entry)) last = entry;
  }

  let busiestDay: YearInPlay['busiestDay'];
  for (const [date, day] of days) {
    if (!busiestDay || day.minutes > busiestDay.minutes || (day.minutes === busiestDay.minutes && (day.sessions > busiestDay.sessions || (day.sessions === busiestDay.sessions && date < busiestDay.date)))) {
      busiestDay = { date, ...day };
    }
  }
  const yearRatings = ratings.filter((rating) => rating.date.startsWith(prefix));
  const topRated = [...yearRatings].sort((a, b) => b.rating - a.rating || (minutesByGame.get(b.gameId) ?? 0) - (minutesByGame.get(a.gameId) ?? 0) || a.gameId - b.gameId).slice(0, TOP);

  return {
    year,
    gamesPlayed: played.size,
    sessions: inYear.length,
    minutes,
    started: markers.started.size,
    finished: markers.finished.size,
    dropped: markers.abandoned.size,
    genresByTime: rank(genres, 'minutes'),
    genresBySessions: rank(genres, 'sessions'),
    tagsByTime: rank(tags, 'minutes'),
    tagsBySessions: rank(tags, 'sessions'),
    months,
    busiestDay,
    longestStreak: longestStreak(new Set(live.map((entry) => dayNumber(entry.date))), year),
    ratings: yearRatings,
    topRated,
    firstGame: first && { gameId: first.game_id, date: first.date },
    lastGame: last && { gameId: last.game_id, date: last.date },
  };
}
