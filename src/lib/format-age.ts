/** "5 minutes ago", "yesterday": how long ago a time was, in words (Intl.RelativeTimeFormat). */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

export function formatAge(storedAt: number, now: number, locale = 'en'): string {
  const elapsed = Math.max(0, now - storedAt);
  if (elapsed < 60 * 1000) return 'just now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}
