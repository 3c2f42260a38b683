/**
 * Days as the diary keeps them: calendar dates `YYYY-MM-DD` in the person's own calendar, so a
 * session at 23:30 belongs to the day the person lived it, whatever the time zone or daylight
 * saving. Day arithmetic goes through day numbers (days since 1970-01-01), which have no zone.
 */

// Making a formatter costs far more than using one: a year's calendar names 365 days.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
// Made on first use, not as the module is evaluated: the first formatter loads the locale's data,
// 10-40 ms that the diary's start-up sync would pay on every page (docs/decisions.md, "Start-up never blocks").
let longDateFormat: Intl.DateTimeFormat | undefined;
let monthNameFormat: Intl.DateTimeFormat | undefined;

/** The calendar date of `time` in `timeZone` (the device's own when not given). */
export function dayOf(time: number, timeZone?: string): string {
  // The device's own zone is Date's: no formatter, whose making is a long task on a game's page.
  if (timeZone === undefined) {
    const date = new Date(time);
    return `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  }
  const key = timeZone;
  let format = dayFormats.get(key);
  // en-CA writes dates as YYYY-MM-DD.
  if (!format) dayFormats.set(key, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return format.format(time);
}

/** Days since 1970-01-01 of a calendar date. */
export function dayNumber(date: string): number {
  return Math.round(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000);
}

/** The calendar date of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** "Sunday 1 March 2026" (read in the language of the page). */
export function longDate(date: string): string {
  longDateFormat ??= new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return longDateFormat.format(new Date(`${date}T12:00:00Z`));
}

/** "March 2026" for `YYYY-MM`. */
export function monthName(month: string): string {
  monthNameFormat ??= new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthNameFormat.format(new Date(`${month}-15T12:00:00Z`));
}

/** "1 h 30 min", "45 min", "0 min". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
