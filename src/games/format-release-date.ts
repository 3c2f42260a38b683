/** Release dates arrive as YYYY-MM-DD (docs/games-service.md quirk 6); shown as "3 March 2011", never 3/3/11. */
const FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A readable date, or the text as given when it is not a real YYYY-MM-DD date. */
export function formatReleaseDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return value.trim();
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return value.trim();
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2021-02-30 over into March: such a value is kept as text rather than misread.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return value.trim();
  return FORMAT.format(date);
}
