import { describe, expect, it } from 'vitest';
import { createHashingGate, HashingBusyError } from '../../../server/security/hashing-gate.js';
import { createPasswordHasher } from '../../../server/security/password-hasher.js';
import { TEST_PASSWORD_HASHING } from '../helpers/test-app.js';

// The library writes its parameters as m, p, t (PHC allows any order).
const PHC = /^\$argon2id\$v=19\$m=1024,p=1,t=1\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
/** The parameters a PHC string records, whatever their order. */
function paramsOf(encoded: string) {
  return Object.fromEntries((encoded.split('$')[3] ?? '').split(',').map((pair) => pair.split('=')));
}

describe('password hasher', () => {
  const hasher = createPasswordHasher(TEST_PASSWORD_HASHING);

  it('verifies the right password and refuses a wrong one', async () => {
    const encoded = await hasher.hash('abc123');
    expect(await hasher.verify('abc123', encoded)).toBe(true);
    expect(await hasher.verify('abc124', encoded)).toBe(false);
    expect(await hasher.verify('', encoded)).toBe(false);
  });

  it('salts every hash: one password gives different PHC strings, never the password itself', async () => {
    const [first, second] = await Promise.all([hasher.hash('abc123'), hasher.hash('abc123')]);
    expect(first).not.toBe(second);
    expect(first).not.toContain('abc123');
    const [, salt, key] = PHC.exec(first) ?? [];
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
  });

  it('records its parameters in the hash, so hashes made with other parameters still verify', async () => {
    const reordered = (await hasher.hash('abc123')).replace('m=1024,p=1,t=1', 't=1,p=1,m=1024');
    expect(await hasher.verify('abc123', reordered)).toBe(true);
    const older = await createPasswordHasher({ memoryCost: 512, timeCost: 2, parallelism: 1 }).hash('abc123');
    expect(paramsOf(older)).toEqual({ m: '512', t: '2', p: '1' });
    expect(await hasher.verify('abc123', older)).toBe(true);
  });

  it('refuses malformed, truncated, foreign or absurd hashes instead of throwing', async () => {
    const encoded = await hasher.hash('abc123');
    const bad = [
      '',
      'abc123',
      'bcrypt$2a$10$xyz',
      '$scrypt$ln=17,r=8,p=1$c2FsdA==$a2V5',
      encoded.slice(0, -10),
      encoded.replace('m=1024', 'm=x'),
      encoded.replace('m=1024', 'm=0'),
      encoded.replace('t=1', 't=0'),
      encoded.replace('m=1024', 'm=9999999'),
      encoded.replace('t=1', 'm=1'),
      encoded.replace(',t=1', ''),
      encoded.replace('$argon2id$', '$argon2d$'),
      `${encoded}$`,
    ];
    for (const hash of bad) expect(await hasher.verify('abc123', hash)).toBe(false);
  });

  it('answers false for a dummy verification (unknown emails), whatever the password', async () => {
    await hasher.prepare();
    expect(await hasher.verifyDummy('abc123')).toBe(false);
    expect(await hasher.verifyDummy('')).toBe(false);
  });

  it('makes its dummy hash once, with its own parameters, through the gate', async () => {
    let runs = 0;
    const gate = createHashingGate();
    const counting = { ...gate, run: <T>(task: () => Promise<T>) => ((runs += 1), gate.run(task)) };
    const dummyHasher = createPasswordHasher(TEST_PASSWORD_HASHING, counting);
    await dummyHasher.prepare();
    expect(runs).toBe(1);
    await dummyHasher.verifyDummy('one');
    await dummyHasher.verifyDummy('two');
    // One hash at start, then exactly one verification per unknown email, as for a known one.
    expect(runs).toBe(3);
  });

  it('passes every hash and verification through its gate, and a full gate refuses with HashingBusyError', async () => {
    const gate = createHashingGate({ maxActive: 1, maxWaiting: 0 });
    const gated = createPasswordHasher(TEST_PASSWORD_HASHING, gate);
    const encoded = await gated.hash('abc123');
    let open = () => {};
    const holding = gate.run(() => new Promise<void>((resolve) => (open = resolve)));
    await expect(gated.hash('abc123')).rejects.toBeInstanceOf(HashingBusyError);
    await expect(gated.verify('abc123', encoded)).rejects.toBeInstanceOf(HashingBusyError);
    await expect(gated.verifyDummy('abc123')).rejects.toBeInstanceOf(HashingBusyError);
    open();
    await holding;
    // The failed dummy attempt is not kept: the next unknown email works once the gate has room.
    expect(await gated.verifyDummy('abc123')).toBe(false);
    expect(await gated.verify('abc123', encoded)).toBe(true);
  });

  it("uses OWASP's Argon2id parameters by default: m=19456 KiB, t=2, p=1, and stores them in the hash", async () => {
    const production = createPasswordHasher();
    expect(production.params).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const encoded = await production.hash('abc123');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$[mtp=\d,]+\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(paramsOf(encoded)).toEqual({ m: '19456', t: '2', p: '1' });
    expect(await hasher.verify('abc123', encoded)).toBe(true);
  });
});
