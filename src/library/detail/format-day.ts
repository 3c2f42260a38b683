/** A change time as a day a person reads ("3 Jan 2026" in their own language and zone). */
const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatDay(time: number): string {
  return DAY.format(new Date(time));
}
