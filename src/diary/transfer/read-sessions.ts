/**
 * Reads a CSV of sessions (ours, or a spreadsheet's): a header row with a `date` and a `title`
 * column, and optionally `minutes`, `marker` and `note`. Each row is checked by the diary's rules;
 * a row that breaks one is left out with its line and why, so the review can say so.
 */
import { DIARY_LIMITS, DIARY_MARKERS, MARKER_LABELS, utcDate, type DiaryFieldValues, type DiaryMarker } from '../../contract/diary';
import { noteTextError } from '../../contract/library';
import { parseCsv } from '../../lib/parse-csv';
import { unescapeFormula } from '../../lib/spreadsheet-escape';
import { formatCount } from '../../contract/format-count';

interface SessionRow {
  line: number;
  title: string;
  values: DiaryFieldValues;
}

export type SessionsRead = { ok: true; rows: SessionRow[]; problems: string[] } | { ok: false; message: string };

/** More rows than a diary holds is not a diary. */
const MAX_ROWS = DIARY_LIMITS.entriesPerUser;

function markerOf(cell: string): DiaryMarker | null | undefined {
  const text = cell.trim().toLowerCase();
  if (text === '') return null;
  return DIARY_MARKERS.find((marker) => marker === text || MARKER_LABELS[marker].toLowerCase() === text);
}

function rowProblem(date: string, minutes: string, marker: DiaryMarker | null | undefined, note: string, today: string): string | undefined {
  const real = /^\d{4}-\d{2}-\d{2}$/.test(date) && utcDate(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))) === date;
  if (!real) return `the date "${date}" is not a day written YYYY-MM-DD`;
  if (date > today) return `the date ${date} is in the future`;
  if (minutes !== '' && !(/^\d+$/.test(minutes) && Number(minutes) <= DIARY_LIMITS.minutesMax)) return `minutes must be a whole number from 0 to ${DIARY_LIMITS.minutesMax}`;
  if (marker === undefined) return `the marker must be empty or one of ${DIARY_MARKERS.join(', ')}`;
  return noteTextError(note, DIARY_LIMITS.noteMaxLength);
}

export function readSessions(text: string, today: string): SessionsRead {
  const parsed = parseCsv(text, MAX_ROWS + 1);
  if (!parsed.ok) return { ok: false, message: `Line ${parsed.line}: ${parsed.message}` };
  const [header, ...rows] = parsed.rows;
  const names = header?.fields.map((field) => field.trim().toLowerCase()) ?? [];
  const column = (name: string) => names.indexOf(name);
  if (column('date') < 0 || column('title') < 0) return { ok: false, message: 'This CSV needs a header row with a "date" and a "title" column.' };
  if (parsed.truncated || rows.length > MAX_ROWS) return { ok: false, message: `A diary holds at most ${formatCount(MAX_ROWS)} sessions; this file has more.` };
  const cell = (fields: string[], name: string) => (column(name) < 0 ? '' : unescapeFormula(fields[column(name)] ?? ''));
  const read: SessionRow[] = [];
  const problems: string[] = [];
  for (const { line, fields } of rows) {
    const [date, title, minutes, note] = [cell(fields, 'date').trim(), cell(fields, 'title').trim(), cell(fields, 'minutes').trim(), cell(fields, 'note')];
    const marker = markerOf(cell(fields, 'marker'));
    const problem = title === '' ? 'the title is empty' : rowProblem(date, minutes, marker, note, today);
    if (problem || marker === undefined) {
      problems.push(`Line ${line}: ${problem ?? 'unreadable marker'}.`);
      continue;
    }
    read.push({ line, title, values: { date, minutes: minutes === '' ? null : Number(minutes), note, marker } });
  }
  return { ok: true, rows: read, problems };
}
