/** Year in Play's figures: streaks across year boundaries, time zones, leap years and an empty year. */
import { describe, expect, it } from 'vitest';
import type { DiaryEntry } from '../../../src/contract/diary';
import { dayOf } from '../../../src/diary/diary-dates';
import { computeYearInPlay, type GameFacts } from '../../../src/diary/year-stats';

let created = 0;
function entry(date: string, gameId: number, minutes: number | null = 30, marker: DiaryEntry['marker'] = null): DiaryEntry {
  created += 1;
  return {
    id: `e${created}`, game_id: gameId, date, minutes, note: '', marker, created_at: created, updated_at: created, deleted: false,
    date_updated_at: created, minutes_updated_at: created, note_updated_at: created, marker_updated_at: created,
  };
}

const games = new Map<number, GameFacts>([
  [1, { title: 'Alpha', genre: 'Shooter', tags: ['shooter', 'pvp'] }],
  [2, { title: 'Beta', genre: 'MMORPG', tags: ['mmorpg', 'fantasy'] }],
  [3, { title: 'Gamma', genre: 'Shooter', tags: ['shooter'] }],
]);

describe('computeYearInPlay', () => {
  it('answers an empty year with zeros and nothing to name', () => {
    const year = computeYearInPlay([entry('2025-06-01', 1)], 2026, games, []);
    expect(year).toMatchObject({ gamesPlayed: 0, sessions: 0, minutes: 0, started: 0, finished: 0, dropped: 0, genresByTime: [], ratings: [], topRated: [] });
    expect(year.busiestDay).toBeUndefined();
    expect(year.longestStreak).toBeUndefined();
    expect(year.firstGame).toBeUndefined();
    expect(year.months.every((month) => month.sessions === 0)).toBe(true);
  });

  it('counts games, sessions, hours, markers, months, the busiest day and first and last games', () => {
    const entries = [
      entry('2026-01-03', 2, 60, 'started'),
      entry('2026-01-03', 1, 30),
      entry('2026-03-10', 1, 120, 'finished'),
      entry('2026-12-30', 3, null, 'abandoned'),
      { ...entry('2026-05-05', 3, 999), deleted: true },
    ];
    const year = computeYearInPlay(entries, 2026, games, []);
    expect(year).toMatchObject({ gamesPlayed: 3, sessions: 4, minutes: 210, started: 1, finished: 1, dropped: 1 });
    expect(year.months[0]).toEqual({ month: 1, sessions: 2, minutes: 90 });
    expect(year.months[2]).toEqual({ month: 3, sessions: 1, minutes: 120 });
    expect(year.busiestDay).toEqual({ date: '2026-03-10', minutes: 120, sessions: 1 });
    expect(year.firstGame).toEqual({ gameId: 2, date: '2026-01-03' });
    expect(year.lastGame).toEqual({ gameId: 3, date: '2026-12-30' });
    expect(year.genresByTime.map((genre) => genre.name)).toEqual(['Shooter', 'MMORPG']);
    expect(year.genresBySessions[0]).toEqual({ name: 'Shooter', minutes: 150, sessions: 3 });
    expect(year.tagsByTime[0]).toEqual({ name: 'shooter', minutes: 150, sessions: 3 });
  });

  it('counts a streak across the new year whole, in both years', () => {
    const entries = ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-02-10', '2026-02-11'].map((date) => entry(date, 1));
    const streak = { days: 4, from: '2025-12-30', to: '2026-01-02' };
    expect(computeYearInPlay(entries, 2026, games, []).longestStreak).toEqual(streak);
    expect(computeYearInPlay(entries, 2025, games, []).longestStreak).toEqual(streak);
    expect(computeYearInPlay(entries, 2027, games, []).longestStreak).toBeUndefined();
  });

  it('knows leap days: 28 February to 1 March is three days in 2024 and two in 2023', () => {
    const leap = ['2024-02-28', '2024-02-29', '2024-03-01'].map((date) => entry(date, 2));
    expect(computeYearInPlay(leap, 2024, games, []).longestStreak).toEqual({ days: 3, from: '2024-02-28', to: '2024-03-01' });
    const common = ['2023-02-28', '2023-03-01'].map((date) => entry(date, 2));
    expect(computeYearInPlay(common, 2023, games, []).longestStreak?.days).toBe(2);
  });

  it('takes the ratings given this year, best first', () => {
    const ratings = [
      { gameId: 1, rating: 4, date: '2026-02-01' },
      { gameId: 2, rating: 5, date: '2026-07-01' },
      { gameId: 3, rating: 5, date: '2025-12-31' },
    ];
    const year = computeYearInPlay([], 2026, games, ratings);
    expect(year.ratings).toHaveLength(2);
    expect(year.topRated.map((rating) => rating.gameId)).toEqual([2, 1]);
  });
});

describe('dayOf', () => {
  it("puts a moment on the person's own calendar day, whatever UTC says", () => {
    const lateEvening = Date.UTC(2026, 0, 1, 3, 30); // 22:30 on 31 December in New York
    expect(dayOf(lateEvening, 'UTC')).toBe('2026-01-01');
    expect(dayOf(lateEvening, 'America/New_York')).toBe('2025-12-31');
    expect(dayOf(Date.UTC(2025, 11, 31, 16, 0), 'Asia/Tokyo')).toBe('2026-01-01');
    // Across the spring change of clocks the day stays the calendar's.
    expect(dayOf(Date.UTC(2026, 2, 29, 0, 30), 'Europe/Berlin')).toBe('2026-03-29');
    // Without a zone, the device's own, read from Date's local calendar as the formatter reads it.
    for (const time of [lateEvening, Date.UTC(2026, 2, 29, 0, 30), Date.UTC(2025, 6, 4, 23, 59)]) {
      expect(dayOf(time)).toBe(new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(time));
    }
  });
});
