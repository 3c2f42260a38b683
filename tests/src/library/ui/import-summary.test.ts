import { describe, expect, it } from 'vitest';
import { importSummary } from '../../../../src/library/my-games/import-summary.js';

describe('importSummary', () => {
  it('says how many games it wrote when nothing was left out', () => {
    expect(importSummary(3, 0, 0)).toBe('Imported 3 games.');
    expect(importSummary(1, 0, 0)).toBe('Imported 1 game.');
  });

  it('names the lines skipped and why', () => {
    expect(importSummary(3, 1, 0)).toBe('Imported 3 games. 1 skipped (not in the catalogue).');
    expect(importSummary(1, 0, 1)).toBe('Imported 1 game. 1 skipped (by your choice).');
    expect(importSummary(1, 2, 1)).toBe('Imported 1 game. 3 skipped (2 not in the catalogue, 1 by your choice).');
  });
});
