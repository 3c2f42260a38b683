import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../../src/lib/parse-csv';

describe('parseCsv', () => {
  it('reads plain and quoted fields, doubled quotes, commas and line breaks inside quotes', () => {
    const result = parseCsv('title,note\r\n"Warframe","fast, ""fun""\nand long"\nPath of Exile,\n');
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 1, fields: ['title', 'note'] },
        { line: 2, fields: ['Warframe', 'fast, "fun"\nand long'] },
        { line: 4, fields: ['Path of Exile', ''] },
      ],
      truncated: false,
    });
  });

  it('keeps an empty quoted field, skips blank lines and a byte-order mark, reads a last line without a break', () => {
    const result = parseCsv('\uFEFFa,b\n\n"",x\n\r\ny,""');
    expect(result).toEqual({ ok: true, rows: [{ line: 1, fields: ['a', 'b'] }, { line: 3, fields: ['', 'x'] }, { line: 5, fields: ['y', ''] }], truncated: false });
  });

  it('stops reading past maxRows, and says it stopped', () => {
    const text = `title,status\n${Array.from({ length: 100 }, (_, at) => `Game ${at},Played`).join('\n')}\n`;
    expect(parseCsv(text, 101)).toMatchObject({ ok: true, truncated: false });
    const stopped = parseCsv(text, 10);
    expect(stopped).toMatchObject({ ok: true, truncated: true });
    expect(stopped.ok && stopped.rows.map((row) => row.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('names the line of a quote that is never closed', () => {
    expect(parseCsv('title,status\nWarframe,Playing\n"Dota 2,Played\nx,y\n')).toEqual({
      ok: false,
      line: 3,
      message: 'a quoted field is never closed (a " is missing).',
    });
  });

  it('names the line where text follows a closing quote', () => {
    const result = parseCsv('title,status\n"Warframe"x,Playing\n');
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ line: 2 });
  });

  it('counts lines inside quoted fields for the rows after them', () => {
    const result = parseCsv('a\n"1\n2\n3"\n"4"z\n');
    expect(result).toMatchObject({ ok: false, line: 5 });
  });
});
