/**
 * Password hashing with scrypt from node:crypto at the OWASP Password Storage Cheat Sheet's
 * parameters. Hashes run on libuv's thread pool (the async API), never on the event loop, and carry
 * their parameters so they can be raised later without breaking stored accounts.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

/** OWASP's scrypt setting: N=2^17 (128 MiB), r=8, p=1. */
export const DEFAULT_SCRYPT_PARAMS: Readonly<ScryptParams> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

const SALT_BYTES = 16;
const KEY_BYTES = 32;
// Format: $scrypt$ln=<log2 N>,r=<r>,p=<p>$<salt base64>$<key base64>
const ENCODED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

export interface PasswordHasher {
  /** A new encoded hash with a fresh random salt. */
  hash(password: string): Promise<string>;
  /** True when `password` matches `encoded`; false for a wrong password or a malformed hash. */
  verify(password: string, encoded: string): Promise<boolean>;
  /** Does the work of a verification against a fixed dummy hash and resolves false (unknown emails). */
  verifyDummy(password: string): Promise<false>;
  readonly params: Readonly<ScryptParams>;
}

/** A hasher for the given parameters (tests pass a small N; the server uses the defaults). */
export function createPasswordHasher(params: Readonly<ScryptParams> = DEFAULT_SCRYPT_PARAMS): PasswordHasher {
  const logN = Math.log2(params.N);
  if (!Number.isInteger(logN) || logN < 1 || logN > 30) throw new RangeError('scrypt N must be a power of two');
  let dummy: Promise<string> | undefined;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, params, KEY_BYTES);
    return `$scrypt$ln=${logN},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async function verify(password: string, encoded: string): Promise<boolean> {
    const parts = ENCODED.exec(encoded);
    if (!parts) return false;
    const [, ln, r, p, salt, expected] = parts;
    const stored = { N: 2 ** Number(ln), r: Number(r), p: Number(p) };
    const expectedKey = Buffer.from(expected ?? '', 'base64');
    // A shorter key would be a prefix of the real one and match too: refuse truncated hashes.
    if (expectedKey.length < KEY_BYTES || expectedKey.length > 64) return false;
    const key = await derive(password, Buffer.from(salt ?? '', 'base64'), stored, expectedKey.length);
    return timingSafeEqual(key, expectedKey);
  }

  async function verifyDummy(password: string): Promise<false> {
    dummy ??= hash(randomBytes(16).toString('hex'));
    await verify(password, await dummy);
    return false;
  }

  return { hash, verify, verifyDummy, params };
}

function derive(password: string, salt: Buffer, params: ScryptParams, length: number): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // scrypt needs 128·N·r bytes (plus p blocks); Node's 32 MiB default would refuse N=2^17.
    maxmem: 128 * params.N * params.r * 2 + 128 * params.r * params.p,
  };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
