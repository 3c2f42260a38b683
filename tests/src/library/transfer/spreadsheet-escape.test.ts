import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIBRARY_LIMITS, validateLibraryPut } from '../../../../src/contract';
import { libraryCsv } from '../../../../src/library/transfer/export-library';
import { readImport } from '../../../../src/library/transfer/read-import';
import { escapeFormula } from '../../../../src/lib/spreadsheet-escape';

describe('escapeFormula', () => {
  it.each([
    ['=SUM(A1)'], ['+1'], ['-1'], ['@cmd'], ['  =1+1'], ['\t=1'], ['\t plain after a tab'], ['＝1+1'], ['＋1'], ['－1'], ['＠x'], [' ＝x'],
  ])('makes %j start with an apostrophe, so a spreadsheet shows it as text', (text) => {
    expect(escapeFormula(text)).toBe(`'${text}`);
  });

  it.each([['plain'], ['a = b'], ['1+1'], [' spaced'], ['']])('leaves %j alone', (text) => {
    expect(escapeFormula(text)).toBe(text);
  });
});

// Notes the library accepts, weighted towards the characters that start formulas and quoting.
const NOTE_PARTS = ['=', '+', '-', '@', '＝', '＋', '－', '＠', "'", ' ', '\t', '"', ',', '\n', 'a', 'é', '👾'];
const note = fc
  .array(fc.oneof(fc.constantFrom(...NOTE_PARTS), fc.string({ maxLength: 3 })), { maxLength: 12 })
  .map((parts) => parts.join('').slice(0, LIBRARY_LIMITS.noteMaxLength))
  .filter((text) => validateLibraryPut({ status: 'want', note: text, updated_at: 1, op_id: 'x' }).ok);

describe('CSV export, then import', () => {
  it('gives back every note as it was written', () => {
    fc.assert(
      fc.property(fc.array(note, { minLength: 1, maxLength: 5 }), (notes) => {
        const entries = notes.map((text, index) => ({ game_id: index + 1, status: 'want' as const, rating: null, note: text, created_at: 1, updated_at: 2, deleted: false }));
        const read = readImport(libraryCsv(entries, new Map()));
        expect(read.ok && read.rows.map((row) => row.note)).toEqual(notes);
      }),
      { numRuns: 300 },
    );
  });
});
