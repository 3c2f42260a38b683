// Fractional positions: a key always fits between two neighbours, stays in the contract's shape, and grows slowly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareListItems, evenPositions, POSITION_SHAPE, positionAfter, positionBetween } from '../../src/contract/list-positions.js';

const key = fc.stringMatching(/^[0-9A-Za-z]{0,10}[1-9A-Za-z]$/);

describe('list positions', () => {
  it('puts a key strictly between any two different keys, in the accepted shape', () => {
    fc.assert(
      fc.property(key, key, (a, b) => {
        fc.pre(a !== b);
        const [low, high] = a < b ? [a, b] : [b, a];
        const between = positionBetween(low, high);
        expect(low < between && between < high).toBe(true);
        expect(POSITION_SHAPE.test(between)).toBe(true);
        expect(positionBetween(undefined, high) < high).toBe(true);
        expect(positionBetween(low, undefined) > low).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('numbers a full list evenly with short keys, in order', () => {
    for (const count of [1, 2, 61, 62, 500]) {
      const keys = evenPositions(count);
      expect(keys).toHaveLength(count);
      expect([...keys].sort()).toEqual(keys);
      expect(new Set(keys).size).toBe(count);
      expect(keys.every((position) => POSITION_SHAPE.test(position) && position.length <= 2)).toBe(true);
    }
  });

  it('appends 500 games one by one with keys of at most 10 characters', () => {
    let last: string | undefined;
    for (let index = 0; index < 500; index++) {
      const next = positionAfter(last);
      if (last !== undefined) expect(next > last).toBe(true);
      last = next;
    }
    expect(last?.length).toBeLessThanOrEqual(10);
  });

  it('orders equal keys by game id, so every device sorts them alike', () => {
    const items = [{ position: 'V', game_id: 9 }, { position: 'V', game_id: 2 }, { position: 'G', game_id: 5 }];
    expect([...items].sort(compareListItems).map((item) => item.game_id)).toEqual([5, 2, 9]);
  });
});
