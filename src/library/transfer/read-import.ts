/**
 * Reads an import file into rows, or refuses the whole file with one message naming the line and
 * the problem: our own JSON export (by game id), or a CSV with a title column and a status column
 * (Backloggd, Grouvee, a spreadsheet). Nothing is matched or written here.
 */
import { LIBRARY_LIMITS, validateLibraryPut, type LibraryStatus } from '../../contract';
import { EXPORT_FORMAT } from './export-library';
import { jsonErrorOffset } from './json-error-offset';
import { parseCsv } from './parse-csv';
import { KNOWN_STATUS_WORDS, readStatusWord } from './status-words';

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

const fail = (line: number, problem: string): ImportRead => ({ ok: false, message: `Line ${line}: ${problem}` });

/** The 1-based line holding character `offset` of `text`. */
function lineAt(text: string, offset: number): number {
  return text.slice(0, Math.max(0, offset)).split('\n').length;
}

/** The first problem of a status, rating and note as the server would see them, or undefined. */
function entryProblem(status: unknown, rating: unknown, note: unknown): string | undefined {
  const checked = validateLibraryPut({ status, rating, note, updated_at: 1, op_id: 'import' });
  return checked.ok ? undefined : checked.errors[0]?.message;
}

export function readImport(text: string): ImportRead {
  if (text.trim() === '') return { ok: false, message: 'The file is empty.' };
  return /^\s*[[{]/.test(text) ? readJson(text) : readCsvImport(text);
}

function readJson(text: string): ImportRead {
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
  // Our export puts each entry's "game_id" on a line of its own: that line names the entry.
  const idLines = [...text.matchAll(/"game_id"/g)].map((found) => lineAt(text, found.index));
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

/** A spreadsheet-escaped cell ('=…, as our export writes it) back to its text. */
function unescapeCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

function readRating(cell: string): number | null | undefined {
  const text = cell.trim();
  if (text === '' || text === '0') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0.5 || value > LIBRARY_LIMITS.rating.max) return undefined;
  return Math.max(LIBRARY_LIMITS.rating.min, Math.round(value));
}

function readCsvImport(text: string): ImportRead {
  const parsed = parseCsv(text);
  if (!parsed.ok) return fail(parsed.line, parsed.message);
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
    const cell = (index: number) => (index < 0 ? '' : unescapeCell(fields[index] ?? ''));
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
