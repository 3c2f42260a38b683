/** A change time as a day a person reads ("3 Jan 2026" in their own language and zone). */
// Made on first use: the first formatter loads the locale's data (docs/decisions.md, "Start-up never blocks").
let dayFormat: Intl.DateTimeFormat | undefined;

export function formatDay(time: number): string {
  dayFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  return dayFormat.format(new Date(time));
}
