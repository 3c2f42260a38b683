import { describe, expect, it } from 'vitest';
import type { CatalogueGame, LibraryEntry } from '../../../../src/contract';
import { libraryCsv, libraryJson } from '../../../../src/library/transfer/export-library';
import { csvField } from '../../../../src/lib/spreadsheet-escape';
import { parseCsv } from '../../../../src/lib/parse-csv';
import { indexGames } from '../../games/browse/index-games';

const games = indexGames();
const byId = new Map<number, CatalogueGame>(games.map((game) => [game.id, game]));
const warframe = games.find((game) => game.title === 'Warframe') as CatalogueGame;
const destiny = games.find((game) => game.title === 'Destiny 2') as CatalogueGame;

const entries: (LibraryEntry & { pending: boolean })[] = [
  { game_id: warframe.id, status: 'playing', rating: 4, note: 'Space ninjas, "great", really', created_at: Date.UTC(2026, 0, 2), updated_at: Date.UTC(2026, 0, 3), deleted: false, pending: true },
  { game_id: destiny.id, status: 'dropped', rating: null, note: '=SUM(A1)\nsecond line', created_at: Date.UTC(2026, 1, 1), updated_at: Date.UTC(2026, 1, 2), deleted: false, pending: false },
  { game_id: 42, status: null, rating: null, note: '', created_at: 1, updated_at: 2, deleted: true, pending: false },
];

describe('export', () => {
  it('JSON holds every field of every live entry, with its title, and leaves tombstones out', () => {
    const data = JSON.parse(libraryJson(entries, byId, new Date(Date.UTC(2026, 2, 1))));
    expect(data.format).toBe('freeplay-library');
    expect(data.exported_at).toBe('2026-03-01T00:00:00.000Z');
    expect(data.entries).toEqual([
      { game_id: warframe.id, title: 'Warframe', status: 'playing', rating: 4, note: 'Space ninjas, "great", really', created_at: Date.UTC(2026, 0, 2), updated_at: Date.UTC(2026, 0, 3) },
      { game_id: destiny.id, title: 'Destiny 2', status: 'dropped', rating: null, note: '=SUM(A1)\nsecond line', created_at: Date.UTC(2026, 1, 1), updated_at: Date.UTC(2026, 1, 2) },
    ]);
  });

  it('CSV has a header, status words, ISO dates and the game URL, and reads back through the parser', () => {
    const csv = libraryCsv(entries, byId);
    const parsed = parseCsv(csv);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.rows.map((row) => row.fields)).toEqual([
      ['title', 'status', 'rating', 'note', 'added', 'changed', 'url'],
      ['Warframe', 'Playing', '4', 'Space ninjas, "great", really', '2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z', warframe.game_url ?? ''],
      ['Destiny 2', 'Dropped', '', "'=SUM(A1)\nsecond line", '2026-02-01T00:00:00.000Z', '2026-02-02T00:00:00.000Z', destiny.game_url ?? ''],
    ]);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('escapes cells a spreadsheet would run as formulas, and quotes only when needed', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@x, y')).toBe(`"'@x, y"`);
  });
});
