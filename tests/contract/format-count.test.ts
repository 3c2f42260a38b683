import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/contract/format-count';

describe('formatCount', () => {
  it('groups thousands as English writes them, as toLocaleString("en") does', () => {
    for (const count of [0, 7, 999, 1_000, 5_000, 12_345, 100_000, 1_234_567]) expect(formatCount(count)).toBe(count.toLocaleString('en'));
    expect(formatCount(5_000)).toBe('5,000');
  });
});
