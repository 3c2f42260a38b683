// An import is refused at once when it holds more games than a library can, or is over the size limit; line numbers come from one pass.
import { describe, expect, it } from 'vitest';
import type { LibraryEntry } from '../../../../src/contract';
import { libraryJson } from '../../../../src/library/transfer/export-library';
import { IMPORT_LIMITS, linesOfMatches, readImport } from '../../../../src/library/transfer/read-import';
import { sizeProblem } from '../../../../src/library/transfer/start-import';

const entries = (count: number): LibraryEntry[] =>
  Array.from({ length: count }, (_, at) => ({ game_id: at + 1, status: 'played', rating: null, note: '', created_at: 1, updated_at: 2, deleted: false }));

const csvOf = (rows: number) => `title,status\n${Array.from({ length: rows }, (_, at) => `Game ${at + 1},Played`).join('\n')}\n`;

describe('the import limits', () => {
  it('are the library limit of 5,000 games and a stated 5 MB', () => {
    expect(IMPORT_LIMITS).toEqual({ maxRows: 5000, maxBytes: 5 * 1024 * 1024 });
  });

  it('reads a CSV of exactly 5,000 games, and refuses 5,001 with a message', () => {
    const full = readImport(csvOf(5000));
    expect(full.ok && full.rows).toHaveLength(5000);
    expect(readImport(csvOf(5001))).toEqual({
      ok: false,
      message: 'The file holds more than 5,000 games, the most a library can hold. Split it into smaller files, or remove the rows you do not need.',
    });
  });

  it('refuses a 54,672-row CSV, reading no further than the limit', () => {
    const text = csvOf(54_672);
    // A broken row far past the limit is never reached: the refusal is the row count's.
    const read = readImport(`${text}"never closed\n`);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toMatch(/^The file holds more than 5,000 games/);
  });

  it('refuses our JSON export of 20,000 entries before checking each entry', () => {
    const json = libraryJson(entries(20_000), new Map(), new Date(0));
    expect(readImport(json)).toMatchObject({ ok: false, message: expect.stringMatching(/^The file holds more than 5,000 games/) });
  });

  it("names each entry of a 5,000-entry export by its own line", () => {
    const json = libraryJson(entries(5000), new Map(), new Date(0));
    const read = readImport(json);
    if (!read.ok) throw new Error(read.message);
    const lines = json.split('\n');
    for (const at of [0, 1, 2_500, 4_999]) {
      const row = read.rows[at];
      expect(lines[(row?.line ?? 0) - 1]).toContain(`"game_id": ${at + 1},`);
    }
  });

  it('finds the line of every match in one pass, as counting from the start each time would', () => {
    const text = 'a\n"x"\n\n"x" "x"\nb\n\n\n"x"';
    expect(linesOfMatches(text, /"x"/g)).toEqual([2, 4, 4, 8]);
    expect(linesOfMatches('no match\n', /"x"/g)).toEqual([]);
    expect(linesOfMatches('"x" on the first line', /"x"/g)).toEqual([1]);
  });

  it('refuses a file over 5 MB by its size alone, saying how big it is and what the limit is', () => {
    expect(sizeProblem(new Blob([new Uint8Array(IMPORT_LIMITS.maxBytes)]))).toBeUndefined();
    expect(sizeProblem(new Blob([new Uint8Array(10 * 1024 * 1024)]))).toBe(
      'It is 10.0 MB, and an import can be at most 5.0 MB (a full library of 5,000 games fits in less).',
    );
  });
});
