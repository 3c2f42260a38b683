/**
 * The diary as files: a `diary` part of the library's JSON export (every field of every live
 * entry), and a CSV of sessions (date, title, minutes, marker, note) for a spreadsheet, with the
 * library CSV's formula escaping. Pure apart from reading the store, so it works offline.
 */
import { csvField } from '../../lib/spreadsheet-escape';
import type { DiaryEntry } from '../../contract/diary';
import { diaryStore } from '../diary-store';

const CSV_HEADER = ['date', 'title', 'minutes', 'marker', 'note'] as const;

function liveEntries(): DiaryEntry[] {
  return diaryStore.get().records.map((record) => record.entry);
}

/** The JSON export's `diary` part, registered by the engine: every live entry, oldest first. */
export function diaryExportPart(): Omit<DiaryEntry, 'deleted'>[] {
  return liveEntries().reverse().map(({ deleted: _deleted, ...entry }) => entry);
}

/** Sessions as RFC 4180 CSV with a header row and CRLF line ends, oldest first. */
export function sessionsCsv(entries: readonly DiaryEntry[], title: (gameId: number) => string): string {
  const lines = [CSV_HEADER.join(',')];
  for (const entry of [...entries].reverse()) {
    lines.push([entry.date, title(entry.game_id), entry.minutes === null ? '' : String(entry.minutes), entry.marker ?? '', entry.note].map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
