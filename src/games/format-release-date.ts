/**
 * Release dates arrive as YYYY-MM-DD (docs/games-service.md quirk 6); shown as "3 March 2011", never 3/3/11.
 * Written out by hand rather than through Intl.DateTimeFormat: making the first formatter loads the
 * locale's data, a task of 10-40 ms that every page paid as this module was evaluated at start-up
 * (docs/decisions.md, "Start-up never blocks").
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Years before this are placeholders ("0000-00-00", "1900-01-01"), not a free game's release. */
const FIRST_PLAUSIBLE_YEAR = 1970;

/** The date a YYYY-MM-DD value names, or undefined when it is not a real calendar date. */
function parseReleaseDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2021-02-30 over into March: such a value is not a date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date;
}

/** A readable date, or the text as given when it is not a real YYYY-MM-DD date. */
export function formatReleaseDate(value: string): string {
  const date = parseReleaseDate(value);
  return date ? `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}` : value.trim();
}

/** The release year for a card ("2021"), or undefined for a missing, malformed or placeholder date. */
export function releaseYear(value: string): string | undefined {
  const year = parseReleaseDate(value)?.getUTCFullYear();
  return year !== undefined && year >= FIRST_PLAUSIBLE_YEAR ? String(year) : undefined;
}
