/**
 * A whole number with its thousands grouped, as English writes it ("5,000"). Grouped by hand rather
 * than with toLocaleString('en'): the first number format a page makes loads the locale's data, a
 * task of 10-40 ms, and several modules wrote their limits this way as they were evaluated at
 * start-up (docs/decisions.md, "Start-up never blocks").
 */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
