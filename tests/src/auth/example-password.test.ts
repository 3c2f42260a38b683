import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_PATTERN } from '../../../src/contract';
import { makeExamplePassword } from '../../../src/auth/example-password';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('makeExamplePassword', () => {
  it('always passes the password rule', () => {
    for (let i = 0; i < 200; i += 1) expect(makeExamplePassword()).toMatch(PASSWORD_PATTERN);
  });

  it('is fresh each time', () => {
    const seen = new Set(Array.from({ length: 50 }, () => makeExamplePassword()));
    expect(seen.size).toBeGreaterThan(45);
  });

  it('draws from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    makeExamplePassword();
    expect(spy).toHaveBeenCalled();
  });
});
