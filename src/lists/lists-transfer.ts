/**
 * The lists as files (pure, so it works offline): under `lists` in the library's JSON export, and
 * as CSV with one row per game in a list (formula-escaped as the library's CSV is); and reading
 * either back into lists to make, for the import's review. An import makes new lists; it never
 * changes one already there.
 */
import { LIST_LIMITS, itemNoteError, listDescriptionError, listNameError } from '../contract/lists';
import { parseCsv } from '../lib/parse-csv';
import { csvField, unescapeFormula } from '../lib/spreadsheet-escape';
import type { ListView } from './lists-state';

/** One list as exported and as an import makes it. */
/** The marker inside an exported lists file (a file format, not a stored name). */
export const LISTS_EXPORT_FORMAT = 'freeplay-lists';

export interface PortableList {
  name: string;
  description: string;
  ranked: boolean;
  items: { game_id: number; note: string }[];
}

const LISTS_CSV_HEADER = ['list', 'description', 'ranked', 'rank', 'title', 'game_id', 'note'] as const;

export function portableLists(views: readonly ListView[]): PortableList[] {
  return views.map(({ list, items }) => ({
    name: list.name,
    description: list.description,
    ranked: list.ranked,
    items: items.map((item) => ({ game_id: item.game_id, note: item.note })),
  }));
}

export function listsCsv(views: readonly ListView[], titles: ReadonlyMap<number, string> | undefined): string {
  const lines = [LISTS_CSV_HEADER.join(',')];
  for (const { list, items } of views) {
    items.forEach((item, index) => {
      const fields = [list.name, list.description, list.ranked ? 'yes' : 'no', String(index + 1), titles?.get(item.game_id) ?? '', String(item.game_id), item.note];
      lines.push(fields.map(csvField).join(','));
    });
  }
  return `${lines.join('\r\n')}\r\n`;
}

export type ListsImport = { ok: true; lists: PortableList[]; skipped: string[] } | { ok: false; message: string };

function checked(candidate: PortableList, where: string, skipped: string[]): PortableList | undefined {
  const problem = listNameError(candidate.name) ?? listDescriptionError(candidate.description);
  if (problem) {
    skipped.push(`${where}: ${problem}`);
    return undefined;
  }
  const seen = new Set<number>();
  const items = candidate.items.filter((item) => {
    const noteProblem = itemNoteError(item.note);
    if (noteProblem || !Number.isSafeInteger(item.game_id) || item.game_id < 1 || seen.has(item.game_id)) {
      skipped.push(`${where}, game ${item.game_id}: ${noteProblem ?? 'not a game id, or the game twice'}`);
      return false;
    }
    seen.add(item.game_id);
    return true;
  });
  if (items.length > LIST_LIMITS.itemsPerList) skipped.push(`${where}: ${items.length - LIST_LIMITS.itemsPerList} games past the ${LIST_LIMITS.itemsPerList} a list holds`);
  return { ...candidate, items: items.slice(0, LIST_LIMITS.itemsPerList) };
}

function fromJson(text: string): ListsImport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not valid JSON.' };
  }
  const raw = (data as { lists?: unknown } | null)?.lists;
  if (!Array.isArray(raw)) return { ok: false, message: 'This JSON has no "lists": export them from Freeplay first.' };
  const skipped: string[] = [];
  const lists = raw.flatMap((value: unknown, index): PortableList[] => {
    const list = value as Partial<PortableList> | null;
    const items = Array.isArray(list?.items) ? list.items.map((item: unknown) => ({ game_id: Number((item as { game_id?: unknown }).game_id), note: String((item as { note?: unknown }).note ?? '') })) : [];
    const made = checked({ name: String(list?.name ?? ''), description: String(list?.description ?? ''), ranked: list?.ranked === true, items }, `List ${index + 1}`, skipped);
    return made ? [made] : [];
  });
  return { ok: true, lists, skipped };
}

function fromCsv(text: string): ListsImport {
  const parsed = parseCsv(text, LIST_LIMITS.listsPerUser * LIST_LIMITS.itemsPerList + 1);
  if (!parsed.ok) return { ok: false, message: `Line ${parsed.line}: ${parsed.message}` };
  const [header, ...rows] = parsed.rows;
  const columns = header?.fields.map((field) => field.trim().toLowerCase()) ?? [];
  const at = (name: string) => columns.indexOf(name);
  if (at('list') < 0 || at('game_id') < 0) return { ok: false, message: 'This CSV needs "list" and "game_id" columns, as Freeplay\'s lists export has.' };
  const byName = new Map<string, PortableList>();
  for (const row of rows) {
    const cell = (name: string) => unescapeFormula(row.fields[at(name)] ?? '');
    const name = cell('list');
    const list = byName.get(name) ?? { name, description: cell('description'), ranked: cell('ranked').toLowerCase() === 'yes', items: [] };
    byName.set(name, list);
    list.items.push({ game_id: Number(cell('game_id')), note: cell('note') });
  }
  const skipped: string[] = [];
  const lists = [...byName.values()].flatMap((list) => checked(list, `List "${list.name}"`, skipped) ?? []);
  return { ok: true, lists, skipped };
}

/** Reads our JSON (the library's export, or any JSON with "lists") or our lists CSV. */
export function readListsImport(text: string, fileName: string): ListsImport {
  return /\.csv$/i.test(fileName) || !text.trimStart().startsWith('{') ? fromCsv(text) : fromJson(text);
}
