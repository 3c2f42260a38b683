/**
 * Reads an import file into rows, or refuses the whole file with one message naming the line and
 * the problem: our own JSON export (by game id), or a CSV with a title column and a status column
 * (Backloggd, Grouvee, a spreadsheet). Nothing is matched or written here.
 */
import { LIBRARY_LIMITS, validateLibraryPut, type LibraryStatus } from '../../contract';
import { EXPORT_FORMAT } from './export-library';
import { jsonErrorOffset } from './json-error-offset';
import { parseCsv } from '../../lib/parse-csv';
import { KNOWN_STATUS_WORDS, readStatusWord } from './status-words';
import { unescapeFormula } from '../../lib/spreadsheet-escape';
import { formatCount } from '../../contract/format-count';

export interface ImportRow {
  /** The file's line the row starts on. */
  line: number;
  title: string;
  /** Known in our own export; a CSV row is matched by title. */
  gameId?: number;
  status: LibraryStatus;
  rating: number | null;
  note: string;
  createdAt?: number;
  updatedAt?: number;
}

export type ImportRead = { ok: true; rows: ImportRow[] } | { ok: false; message: string };

/** What an import may hold: the games a library can hold, and a file size that leaves room for them. */
export const IMPORT_LIMITS = {
  maxRows: LIBRARY_LIMITS.entriesPerUser,
  /** Our JSON export of a full library with long notes is about 3.5 MB. */
  maxBytes: 5 * 1024 * 1024,
} as const;

const fail = (line: number, problem: string): ImportRead => ({ ok: false, message: `Line ${line}: ${problem}` });

const tooManyRows = (maxRows: number): ImportRead => ({
  ok: false,
  message: `The file holds more than ${formatCount(maxRows)} games, the most a library can hold. Split it into smaller files, or remove the rows you do not need.`,
});

/** The 1-based line holding character `offset` of `text`. */
function lineAt(text: string, offset: number): number {
  return text.slice(0, Math.max(0, offset)).split('\n').length;
}

/**
 * The 1-based line of each match of `pattern` (a global RegExp), in one pass over the text: a
 * 20,000-entry export took over a minute when each entry's line was counted from the start.
 */
export function linesOfMatches(text: string, pattern: RegExp): number[] {
  const lines: number[] = [];
  let line = 1;
  let counted = 0;
  for (const found of text.matchAll(pattern)) {
    for (let at = text.indexOf('\n', counted); at !== -1 && at < found.index; at = text.indexOf('\n', at + 1)) line += 1;
    counted = found.index;
    lines.push(line);
  }
  return lines;
}

/** The first problem of a status, rating and note as the server would see them, or undefined. */
function entryProblem(status: unknown, rating: unknown, note: unknown): string | undefined {
  const checked = validateLibraryPut({ status, rating, note, updated_at: 1, op_id: 'import' });
  return checked.ok ? undefined : checked.errors[0]?.message;
}

/** Refuses more than `maxRows` games before reading each of them. */
export function readImport(text: string, maxRows: number = IMPORT_LIMITS.maxRows): ImportRead {
  if (text.trim() === '') return { ok: false, message: 'The file is empty.' };
  return /^\s*[[{]/.test(text) ? readJson(text, maxRows) : readCsvImport(text, maxRows);
}

function readJson(text: string, maxRows: number): ImportRead {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail(lineAt(text, jsonErrorOffset(text)), 'this is not valid JSON (a comma, quote or bracket is wrong or missing).');
  }
  const entries = (data as { format?: unknown; entries?: unknown } | null)?.entries;
  if ((data as { format?: unknown }).format !== EXPORT_FORMAT || !Array.isArray(entries)) {
    return fail(1, `this JSON is not a Freeplay library export (it needs "format": "${EXPORT_FORMAT}" and a list of "entries").`);
  }
  if (entries.length > maxRows) return tooManyRows(maxRows);
  // Our export puts each entry's "game_id" on a line of its own: that line names the entry.
  const idLines = linesOfMatches(text, /"game_id"/g);
  const rows: ImportRow[] = [];
  for (const [index, raw] of entries.entries()) {
    const line = idLines[index] ?? 1;
    const entry = raw as Record<string, unknown>;
    if (typeof entry !== 'object' || entry === null) return fail(line, `entry ${index + 1} is not an object.`);
    if (!Number.isSafeInteger(entry.game_id) || (entry.game_id as number) < 1) return fail(line, `entry ${index + 1} has no valid "game_id".`);
    const problem = entryProblem(entry.status, entry.rating, entry.note);
    if (problem) return fail(line, problem);
    rows.push({
      line,
      title: typeof entry.title === 'string' ? entry.title : '',
      gameId: entry.game_id as number,
      status: entry.status as LibraryStatus,
      rating: (entry.rating as number | null | undefined) ?? null,
      note: (entry.note as string | undefined) ?? '',
      createdAt: typeof entry.created_at === 'number' ? entry.created_at : undefined,
      updatedAt: typeof entry.updated_at === 'number' ? entry.updated_at : undefined,
    });
  }
  return { ok: true, rows };
}

const COLUMNS = {
  title: ['title', 'name', 'game', 'game title', 'game name'],
  status: ['status', 'shelf', 'shelves', 'list', 'state'],
  rating: ['rating', 'my rating', 'score'],
  note: ['note', 'notes', 'review', 'comment'],
} as const;

function columnOf(header: readonly string[], names: readonly string[]): number {
  return header.findIndex((cell) => names.includes(cell.trim().toLowerCase()));
}

function readRating(cell: string): number | null | undefined {
  const text = cell.trim();
  if (text === '' || text === '0') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0.5 || value > LIBRARY_LIMITS.rating.max) return undefined;
  return Math.max(LIBRARY_LIMITS.rating.min, Math.round(value));
}

function readCsvImport(text: string, maxRows: number): ImportRead {
  // The header row and one row past the limit are all it takes to refuse.
  const parsed = parseCsv(text, maxRows + 1);
  if (!parsed.ok) return fail(parsed.line, parsed.message);
  if (parsed.truncated) return tooManyRows(maxRows);
  const [header, ...rows] = parsed.rows;
  if (!header) return { ok: false, message: 'The file is empty.' };
  const at = {
    title: columnOf(header.fields, COLUMNS.title),
    status: columnOf(header.fields, COLUMNS.status),
    rating: columnOf(header.fields, COLUMNS.rating),
    note: columnOf(header.fields, COLUMNS.note),
  };
  if (at.title < 0 || at.status < 0) {
    return fail(header.line, 'the first row must name the columns, with a "title" (or "name") column and a "status" (or "shelf") column.');
  }
  if (rows.length === 0) return fail(header.line, 'the file has column names but no games.');
  const result: ImportRow[] = [];
  for (const { line, fields } of rows) {
    const cell = (index: number) => (index < 0 ? '' : unescapeFormula(fields[index] ?? ''));
    const title = cell(at.title).trim();
    if (!title) return fail(line, 'the title is empty.');
    const statusCell = cell(at.status);
    const status = readStatusWord(statusCell);
    if (!status) {
      return fail(line, `the status "${statusCell.trim().slice(0, 40)}" is not one we know (use one of ${KNOWN_STATUS_WORDS.join(', ')}).`);
    }
    const rating = readRating(cell(at.rating));
    if (rating === undefined) return fail(line, `the rating "${cell(at.rating).trim().slice(0, 10)}" is not a number from 1 to 5.`);
    const note = cell(at.note);
    const problem = entryProblem(status, rating, note);
    if (problem) return fail(line, problem);
    result.push({ line, title, status, rating, note });
  }
  return { ok: true, rows: result };
}
