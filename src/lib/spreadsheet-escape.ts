/**
 * CSV cells a spreadsheet would run as a formula get a leading apostrophe, which spreadsheets show
 * as text and our import removes again (OWASP's CSV injection advice). A formula may start after
 * spaces or tabs, and Excel reads the full-width ＝＋－＠ as their ASCII twins. Apostrophes already
 * leading such a cell are counted in, so exporting and importing gives back every note as it was.
 */
const FORMULA_START = /^[ \t\r]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/;

function runsAsFormula(text: string): boolean {
  return FORMULA_START.test(text.replace(/^'+/, ''));
}

/** `text` as a cell a spreadsheet shows as text. */
export function escapeFormula(text: string): string {
  return runsAsFormula(text) ? `'${text}` : text;
}

/** A cell escaped by escapeFormula back to its text; any other cell as it is. */
export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && runsAsFormula(cell.slice(1)) ? cell.slice(1) : cell;
}

/** One CSV field, quoted when it must be; a formula's start is escaped so a spreadsheet shows it as text. */
export function csvField(value: string): string {
  const safe = escapeFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
