import { describe, expect, it } from 'vitest';
import type { CatalogueGame } from '../../../../src/contract';
import { libraryCsv, libraryJson } from '../../../../src/library/transfer/export-library';
import { jsonErrorOffset } from '../../../../src/library/transfer/json-error-offset';
import { readImport } from '../../../../src/library/transfer/read-import';

describe('readImport', () => {
  it('reads our own JSON export back with ids, dates and every field', () => {
    const games = new Map<number, CatalogueGame>();
    const json = libraryJson(
      [{ game_id: 7, status: 'played', rating: 5, note: 'done', created_at: 10, updated_at: 20, deleted: false }],
      games,
      new Date(0),
    );
    expect(readImport(json)).toEqual({
      ok: true,
      rows: [{ line: 7, title: '', gameId: 7, status: 'played', rating: 5, note: 'done', createdAt: 10, updatedAt: 20 }],
    });
  });

  it('reads a Backloggd-style CSV: title and status columns in any order, status words of other trackers', () => {
    const csv = 'Game Title,Rating,Status,Review\nWarframe,4.5,Completed,good\n"Dota 2",,Wishlist,\nPath of Exile,0,abandoned,\nSmite,,playing,\n';
    const result = readImport(csv);
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 2, title: 'Warframe', status: 'played', rating: 5, note: 'good' },
        { line: 3, title: 'Dota 2', status: 'want', rating: null, note: '' },
        { line: 4, title: 'Path of Exile', status: 'dropped', rating: null, note: '' },
        { line: 5, title: 'Smite', status: 'playing', rating: null, note: '' },
      ],
    });
  });

  it('reads a Grouvee-style shelves cell written as JSON', () => {
    const csv = 'id,name,shelves\n1,Warframe,"{""Played"": {""date_added"": ""2020-01-01""}}"\n2,Smite,"{""Wish List"": {}}"\n';
    const result = readImport(csv);
    expect(result.ok && result.rows.map((row) => [row.title, row.status])).toEqual([['Warframe', 'played'], ['Smite', 'want']]);
  });

  it('reads our own CSV export back, the spreadsheet escape undone', () => {
    const csv = libraryCsv([{ game_id: 1, status: 'want', rating: 2, note: '=hi', created_at: 1, updated_at: 2, deleted: false }], new Map());
    expect(readImport(csv)).toMatchObject({ ok: true, rows: [{ title: 'Game 1', status: 'want', rating: 2, note: '=hi' }] });
  });

  it.each([
    ['', 'The file is empty.'],
    ['name,platform\nWarframe,PC\n', 'Line 1: the first row must name the columns, with a "title" (or "name") column and a "status" (or "shelf") column.'],
    ['title,status\n', 'Line 1: the file has column names but no games.'],
    ['title,status\nWarframe,Playing\nSmite,Loved it\n', 'Line 3: the status "Loved it" is not one we know (use one of Want to try, Playing, Played, Dropped, Not interested, Wishlist, Backlog, Completed, Abandoned, Shelved).'],
    ['title,status,rating\nWarframe,Playing,9\n', 'Line 2: the rating "9" is not a number from 1 to 5.'],
    ['title,status\nWarframe,Playing\n,Played\n', 'Line 3: the title is empty.'],
    [`title,status,note\nWarframe,Playing,${'x'.repeat(501)}\n`, 'Line 2: Note must be at most 500 characters.'],
    ['title,status\nWarframe,Playing\n"Smite,Played\n', 'Line 3: a quoted field is never closed (a " is missing).'],
    ['{"format":"freeplay-library",\n"entries":[\n{"game_id":1,\n"status":"played"}\n,]}', 'Line 5: this is not valid JSON (a comma, quote or bracket is wrong or missing).'],
    ['{"entries": []}', 'Line 1: this JSON is not a Freeplay library export (it needs "format": "freeplay-library" and a list of "entries").'],
    ['{"format": "freeplay-library", "entries": [\n  {"game_id": 1, "status": "played"},\n  {"game_id": 2, "status": "loved"}\n]}', 'Line 3: Status must be one of want, playing, played, dropped, ignored.'],
    ['{"format": "freeplay-library", "entries": [\n  {"game_id": 1, "status": "played", "rating": 6}\n]}', 'Line 2: Rating must be a whole number from 1 to 5, or null.'],
  ])('refuses a bad file with the line and the problem: %j', (text, message) => {
    expect(readImport(text)).toEqual({ ok: false, message });
  });
});

describe('jsonErrorOffset', () => {
  it.each([
    ['{"a": [1, 2,]}', 12],
    ['{"a": 1 "b": 2}', 8],
    ['[1, 2', 5],
    ['{"a": tru}', 6],
    ['"x\u0001"', 2],
    ['[1] 2', 4],
  ])('finds where %j goes wrong', (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
  });
});
