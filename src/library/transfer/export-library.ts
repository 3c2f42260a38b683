/**
 * The library as files a person keeps: JSON with every field (what our import reads back), and CSV
 * for a spreadsheet (title, status, rating, note, dates, game URL). Pure, so it works offline: the
 * titles and URLs come from the catalogue index the page already holds.
 */
import { STATUS_LABELS, type CatalogueGame, type LibraryEntry } from '../../contract';
import { csvField } from '../../lib/spreadsheet-escape';

/** The marker of our JSON export; import checks it. */
export const EXPORT_FORMAT = 'freeplay-library';
const EXPORT_VERSION = 1;

const CSV_HEADER = ['title', 'status', 'rating', 'note', 'added', 'changed', 'url'] as const;

export type ExportEntry = Pick<LibraryEntry, 'game_id' | 'status' | 'rating' | 'note' | 'created_at' | 'updated_at'>;

function liveEntries<E extends ExportEntry & { deleted?: boolean }>(entries: readonly E[]): E[] {
  return entries.filter((entry) => !entry.deleted && entry.status !== null);
}

/**
 * Every field of every live entry, with the title beside the id for a person reading the file, and
 * the parts other features add (src/lib/export-parts.ts: `lists`, `diary`) beside the entries.
 */
export function libraryJson(entries: readonly (ExportEntry & { deleted?: boolean })[], games: ReadonlyMap<number, CatalogueGame>, now: Date, parts: Readonly<Record<string, unknown>> = {}): string {
  const rows = liveEntries(entries).map((entry) => ({
    game_id: entry.game_id,
    title: games.get(entry.game_id)?.title ?? '',
    status: entry.status,
    rating: entry.rating,
    note: entry.note,
    created_at: entry.created_at,
    updated_at: entry.updated_at,
  }));
  return `${JSON.stringify({ ...parts, format: EXPORT_FORMAT, version: EXPORT_VERSION, exported_at: now.toISOString(), entries: rows }, null, 2)}\n`;
}

function isoDate(time: number): string {
  return new Date(time).toISOString();
}

/** The library as RFC 4180 CSV with a header row, CRLF line ends and status words as people read them. */
export function libraryCsv(entries: readonly (ExportEntry & { deleted?: boolean })[], games: ReadonlyMap<number, CatalogueGame>): string {
  const lines = [CSV_HEADER.join(',')];
  for (const entry of liveEntries(entries)) {
    const game = games.get(entry.game_id);
    const fields = [
      game?.title ?? `Game ${entry.game_id}`,
      entry.status ? STATUS_LABELS[entry.status] : '',
      entry.rating === null ? '' : String(entry.rating),
      entry.note,
      isoDate(entry.created_at),
      isoDate(entry.updated_at),
      game?.game_url ?? '',
    ];
    lines.push(fields.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
