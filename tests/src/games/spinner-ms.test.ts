import { afterEach, describe, expect, it, vi } from 'vitest';
import { listSpinnerMs, parseSpinnerMs } from '../../../src/games/spinner-ms';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('parseSpinnerMs', () => {
  it.each([
    [undefined, 1000],
    ['', 1000],
    ['0', 0],
    ['250', 250],
    [' 1500 ', 1500],
    ['60000', 60000],
    ['60001', 1000],
    ['-5', 1000],
    ['1.5', 1000],
    ['1e3', 1000],
    ['soon', 1000],
  ])('reads %j as %d ms (one second when missing or not a whole number up to 60000)', (raw, expected) => {
    expect(parseSpinnerMs(raw)).toBe(expected);
  });

  it('reads VITE_LIST_SPINNER_MS from the build environment', () => {
    vi.stubEnv('VITE_LIST_SPINNER_MS', '0');
    expect(listSpinnerMs()).toBe(0);
    vi.stubEnv('VITE_LIST_SPINNER_MS', '20');
    expect(listSpinnerMs()).toBe(20);
  });
});
