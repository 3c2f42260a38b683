// The lists as files: CSV with one row per game (formula-escaped), JSON under "lists", and reading both back.
import { describe, expect, it } from 'vitest';
import type { ListItemRecord, ListRecord } from '../../../src/contract/lists';
import { libraryJson } from '../../../src/library/transfer/export-library';
import { parseCsv } from '../../../src/lib/parse-csv';
import type { ListView } from '../../../src/lists/lists-state';
import { listsCsv, portableLists, readListsImport } from '../../../src/lists/lists-transfer';

function view(name: string, ranked: boolean, games: Array<[number, string]>): ListView {
  const list: ListRecord = { list_id: `id-${name}-0001`, name, description: `About ${name}`, ranked, created_at: 1, updated_at: 1, deleted: false, share_id: null };
  const items = games.map(([game_id, note], index): ListItemRecord => ({ list_id: list.list_id, game_id, position: String(index + 1), note, updated_at: 1, position_updated_at: 1, note_updated_at: 1, deleted: false }));
  return { list, items };
}

const VIEWS = [view('Top, "best"', true, [[3, '=HYPERLINK("x")'], [1, 'line one\nline two']]), view('Later', false, [[7, '']])];
const TITLES = new Map([[3, 'Alpha'], [1, 'Beta'], [7, 'Gamma']]);

describe('lists export and import', () => {
  it('writes one CSV row per game in a list, a formula shown as text, and reads it back as it was', () => {
    const csv = listsCsv(VIEWS, TITLES);
    const parsed = parseCsv(csv);
    if (!parsed.ok) throw new Error('unreadable');
    expect(parsed.rows.map((row) => row.fields)).toEqual([
      ['list', 'description', 'ranked', 'rank', 'title', 'game_id', 'note'],
      ['Top, "best"', 'About Top, "best"', 'yes', '1', 'Alpha', '3', `'=HYPERLINK("x")`],
      ['Top, "best"', 'About Top, "best"', 'yes', '2', 'Beta', '1', 'line one\nline two'],
      ['Later', 'About Later', 'no', '1', 'Gamma', '7', ''],
    ]);
    expect(readListsImport(csv, 'lists.csv')).toEqual({ ok: true, lists: portableLists(VIEWS), skipped: [] });
  });

  it("puts the lists in the library's JSON export, and reads them back from it", () => {
    const json = libraryJson([], new Map(), new Date(0), { lists: portableLists(VIEWS) });
    expect(JSON.parse(json)).toMatchObject({ format: 'freeplay-library', entries: [], lists: [{ name: 'Top, "best"', ranked: true, items: [{ game_id: 3 }, { game_id: 1 }] }, { name: 'Later' }] });
    expect(readListsImport(json, 'freeplay-library.json')).toEqual({ ok: true, lists: portableLists(VIEWS), skipped: [] });
  });

  it('names what it leaves out, and refuses a file that holds no lists', () => {
    const json = JSON.stringify({ lists: [{ name: '', items: [] }, { name: 'Ok', items: [{ game_id: 2, note: 'n'.repeat(281) }, { game_id: 4, note: '' }] }] });
    const result = readListsImport(json, 'x.json');
    expect(result).toMatchObject({ ok: true, lists: [{ name: 'Ok', items: [{ game_id: 4, note: '' }] }] });
    expect(result.ok && result.skipped).toEqual(['List 1: Name the list.', 'List 2, game 2: Note must be at most 280 characters.']);
    expect(readListsImport('{"entries": []}', 'library.json')).toEqual({ ok: false, message: 'This JSON has no "lists": export them from Freeplay first.' });
    expect(readListsImport('title,status\nA,Played\n', 'library.csv')).toMatchObject({ ok: false, message: expect.stringContaining('"list" and "game_id"') });
  });
});
