// What an import would change, worked out before anything is written: new games, the same ones, and the differing ones a person keeps or takes.
import { describe, expect, it } from 'vitest';
import type { LibraryEntry } from '../../../../src/contract';
import { changesOf, planImport } from '../../../../src/library/transfer/import-plan';
import type { RowMatch } from '../../../../src/library/transfer/match-titles';
import type { ImportRow } from '../../../../src/library/transfer/read-import';

const row = (title: string, fields: Partial<ImportRow> = {}): ImportRow => ({ line: 2, title, status: 'played', rating: null, note: '', ...fields });
const exact = (id: number, fields: Partial<ImportRow> = {}): RowMatch => ({ kind: 'exact', row: row(`Game ${id}`, fields), game: { id, title: `Game ${id}` } });
const entry = (fields: Partial<LibraryEntry>): LibraryEntry => ({ game_id: 1, status: 'playing', rating: 4, note: 'mine', created_at: 1, updated_at: 2, deleted: false, ...fields });

describe('changesOf', () => {
  it('lists status, rating and note, old → new, as people read them', () => {
    expect(changesOf(entry({}), row('x', { status: 'played', rating: null, note: 'theirs' }))).toEqual([
      { field: 'Status', from: 'Playing', to: 'Played' },
      { field: 'Rating', from: '4 stars', to: 'none' },
      { field: 'Note', from: '“mine”', to: '“theirs”' },
    ]);
    expect(changesOf(entry({}), row('x', { status: 'playing', rating: 4, note: 'mine' }))).toEqual([]);
    expect(changesOf(entry({ rating: null, note: '' }), row('x', { status: 'playing', rating: 1, note: '' }))).toEqual([{ field: 'Rating', from: 'none', to: '1 star' }]);
  });
});

describe('planImport', () => {
  const library = new Map([
    [1, entry({ game_id: 1 })],
    [2, entry({ game_id: 2, status: 'played', rating: null, note: '' })],
    [3, entry({ game_id: 3, deleted: true })],
  ]);
  const matches: RowMatch[] = [
    exact(1, { status: 'dropped', note: 'file' }), // tracked, differs
    exact(2, { status: 'played' }), // tracked, the same
    exact(3, { status: 'want' }), // removed: new again
    exact(4, { status: 'want' }), // new
    { kind: 'missing', row: row('Nothing like it') },
  ];

  it('writes new games, nothing for the same ones, and keeps mine by default for the differing ones', () => {
    const plan = planImport(matches, new Map(), new Set(), library);
    expect(plan.outcomes.map((outcome) => outcome.kind)).toEqual(['differs', 'same', 'new', 'new', 'skipped']);
    expect(plan.items.map((item) => item.game_id)).toEqual([3, 4]);
  });

  it("writes the file's version of a differing game the person takes", () => {
    const plan = planImport(matches, new Map(), new Set([0]), library);
    expect(plan.items.map((item) => [item.game_id, item.status, item.note])).toEqual([[1, 'dropped', 'file'], [3, 'want', ''], [4, 'want', '']]);
  });

  it('uses the game chosen for an uncertain row, and compares it with the library too', () => {
    const uncertain: RowMatch = { kind: 'uncertain', row: row('Gme 2', { status: 'dropped' }), candidates: [{ id: 2, title: 'Game 2' }] };
    const plan = planImport([uncertain], new Map([[0, 2]]), new Set(), library);
    expect(plan.outcomes[0]).toEqual({ kind: 'differs', gameId: 2, changes: [{ field: 'Status', from: 'Played', to: 'Dropped' }] });
    expect(planImport([uncertain], new Map([[0, undefined]]), new Set(), library).outcomes[0]).toEqual({ kind: 'skipped' });
  });

  it('lets the last row of a repeated game win', () => {
    const plan = planImport([exact(4, { status: 'want' }), exact(4, { status: 'played' })], new Map(), new Set(), library);
    expect(plan.outcomes.map((outcome) => outcome.kind)).toEqual(['skipped', 'new']);
    expect(plan.items).toEqual([expect.objectContaining({ game_id: 4, status: 'played' })]);
  });
});
