import { describe, expect, it } from 'vitest';
import { gameIdOf, MAX_GAME_ID, parseGameId } from '../../src/contract/index.js';

describe('parseGameId', () => {
  it.each([
    ['1', 1],
    ['452', 452],
    ['100700', 100700],
    [String(MAX_GAME_ID), 2_147_483_647],
  ])('accepts %s', (raw, id) => {
    expect(parseGameId(raw)).toBe(id);
  });

  it.each(['', '0', '007', '01', '-1', '+1', '1.5', '1e3', ' 1', '1 ', 'abc', '0x1f', '2147483648', '99999999999', '١٢'])(
    'refuses %j',
    (raw) => {
      expect(parseGameId(raw)).toBeUndefined();
    },
  );

  it('refuses a missing value', () => {
    expect(parseGameId(undefined)).toBeUndefined();
    expect(parseGameId(null)).toBeUndefined();
  });
});

describe('gameIdOf (a JSON body\'s game id: the library, diary and lists operations)', () => {
  it('reads a number or a string', () => {
    expect(gameIdOf(452)).toBe(452);
    expect(gameIdOf('452')).toBe(452);
  });

  it.each([{ toString: '' }, [5], true, null, undefined, 1.5, '007'])('refuses %j without throwing', (value) => {
    expect(gameIdOf(value)).toBeUndefined();
  });
});
