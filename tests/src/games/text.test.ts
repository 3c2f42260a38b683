import { describe, expect, it } from 'vitest';
import { cutDescription } from '../../../src/games/cut-description';
import { formatReleaseDate, releaseYear } from '../../../src/games/format-release-date';
import { toParagraphs, toSingleLine } from '../../../src/games/text-format';
import { LONG_DESCRIPTION, PARAGRAPH_ONE, PARAGRAPH_TWO } from './fixtures';

describe('cutDescription', () => {
  it('keeps the first 636 characters with paragraphs and ends with an ellipsis', () => {
    const { paragraphs, cut } = cutDescription(LONG_DESCRIPTION);
    expect(cut).toBe(true);
    // The paragraph break counts as one line break of two characters ("\n\n").
    const rest = 636 - PARAGRAPH_ONE.length - 2;
    expect(paragraphs).toEqual([PARAGRAPH_ONE, `${PARAGRAPH_TWO.slice(0, rest).trimEnd()}…`]);
    expect(paragraphs.join('\n\n').length).toBeLessThanOrEqual(636 + 1);
    expect(paragraphs.join('')).not.toMatch(/[\r\n]/);
  });

  it('leaves a short description whole, without an ellipsis, paragraphs split', () => {
    expect(cutDescription('First.\r\n\r\nSecond “quoted” ＆ more.\r\n')).toEqual({
      paragraphs: ['First.', 'Second “quoted” ＆ more.'],
      cut: false,
    });
  });

  it('counts characters, not UTF-16 units, and never splits an emoji', () => {
    const text = `${'a'.repeat(9)}🎮🎮🎮`;
    expect(cutDescription(text, 10).paragraphs).toEqual([`${'a'.repeat(9)}🎮…`]);
  });

  it('cuts exactly at the limit, mid-word', () => {
    expect(cutDescription('abcdefghij klm', 5).paragraphs).toEqual(['abcde…']);
  });
});

describe('toParagraphs and toSingleLine', () => {
  it('never leaves a literal line break', () => {
    expect(toParagraphs('One\r\ntwo\r\n\r\nThree\n\nFour\r\n')).toEqual(['One two', 'Three', 'Four']);
    expect(toSingleLine('Built for mobile and also\r\nreleased on PC')).toBe('Built for mobile and also released on PC');
  });
});

describe('formatReleaseDate', () => {
  it('writes the month as a word so the date cannot be misread', () => {
    expect(formatReleaseDate('2022-10-04')).toBe('4 October 2022');
    expect(formatReleaseDate('1997-01-31')).toBe('31 January 1997');
  });

  it('keeps anything that is not a real YYYY-MM-DD date as given', () => {
    expect(formatReleaseDate('2021-02-30')).toBe('2021-02-30');
    expect(formatReleaseDate('soon')).toBe('soon');
  });

  it('keeps a two-digit year as given rather than reading 0021 as 1921', () => {
    expect(formatReleaseDate('0021-05-01')).toBe('0021-05-01');
  });
});

describe('releaseYear', () => {
  it.each([
    ['2022-10-04', '2022'],
    [' 2011-03-03 ', '2011'],
    ['1970-01-01', '1970'],
  ])('%j is %j', (value, year) => {
    expect(releaseYear(value)).toBe(year);
  });

  it.each(['', '0000-00-00', '1900-01-01', '1969-12-31', '0021-05-01', '2021-02-30', '2021', 'soon'])('%j has none', (value) => {
    expect(releaseYear(value)).toBeUndefined();
  });
});
