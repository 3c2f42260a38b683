import { describe, expect, it } from 'vitest';
import { createPasswordHasher, DEFAULT_SCRYPT_PARAMS } from '../../../server/security/password-hasher.js';
import { TEST_SCRYPT } from '../helpers/test-app.js';

describe('password hasher', () => {
  const hasher = createPasswordHasher(TEST_SCRYPT);

  it('verifies the right password and refuses a wrong one', async () => {
    const encoded = await hasher.hash('abc123');
    expect(await hasher.verify('abc123', encoded)).toBe(true);
    expect(await hasher.verify('abc124', encoded)).toBe(false);
    expect(await hasher.verify('', encoded)).toBe(false);
  });

  it('salts every hash: one password gives different hashes, never the password itself', async () => {
    const [first, second] = await Promise.all([hasher.hash('abc123'), hasher.hash('abc123')]);
    expect(first).not.toBe(second);
    expect(first).not.toContain('abc123');
    const [, , , salt, key] = first.split('$');
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
  });

  it('records its parameters in the hash, so hashes made with other parameters still verify', async () => {
    const older = await createPasswordHasher({ N: 2 ** 9, r: 8, p: 1 }).hash('abc123');
    expect(older).toMatch(/^\$scrypt\$ln=9,r=8,p=1\$/);
    expect(await hasher.verify('abc123', older)).toBe(true);
  });

  it('refuses malformed or truncated hashes instead of throwing', async () => {
    const encoded = await hasher.hash('abc123');
    for (const bad of ['', 'abc123', 'bcrypt$2a$10$xyz', encoded.slice(0, -10), encoded.replace('ln=10', 'ln=x')]) {
      expect(await hasher.verify('abc123', bad)).toBe(false);
    }
  });

  it('answers false for a dummy verification (unknown emails), whatever the password', async () => {
    expect(await hasher.verifyDummy('abc123')).toBe(false);
    expect(await hasher.verifyDummy('')).toBe(false);
  });

  it("uses OWASP's scrypt parameters by default: N=2^17, r=8, p=1 (app.test.ts hashes with them once)", () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    expect(createPasswordHasher().params).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  });
});
