import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIST_SPINNER_MS, listSpinnerMs, parseSpinnerMs } from '../../../src/games/spinner-ms';

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
  ])('reads %j as %d ms', (raw, expected) => {
    expect(parseSpinnerMs(raw)).toBe(expected);
  });

  it('defaults to the spec\'s one second', () => {
    expect(DEFAULT_LIST_SPINNER_MS).toBe(1000);
  });

  it('reads VITE_LIST_SPINNER_MS from the build environment', () => {
    vi.stubEnv('VITE_LIST_SPINNER_MS', '0');
    expect(listSpinnerMs()).toBe(0);
    vi.stubEnv('VITE_LIST_SPINNER_MS', '20');
    expect(listSpinnerMs()).toBe(20);
  });
});
