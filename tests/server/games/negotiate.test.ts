import { describe, expect, it } from 'vitest';
import { matchesEtag, pickEncoding, type Encoding } from '../../../server/games/cache/negotiate.js';

const ALL = new Set<Encoding>(['br', 'gzip', 'identity']);

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['GZIP', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=nonsense, gzip;q=0.1', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header, ALL)).toBe(expected);
  });

  it('only picks encodings the answer has (small answers are not compressed)', () => {
    expect(pickEncoding('br, gzip', new Set<Encoding>(['identity']))).toBe('identity');
  });
});

describe('matchesEtag', () => {
  it.each([
    ['"abc"', true],
    ['"abc-br"', true],
    ['W/"abc-gzip"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['"ab"', false],
    [undefined, false],
  ] as const)('%s → %s', (header, expected) => {
    expect(matchesEtag(header, 'abc')).toBe(expected);
  });
});
