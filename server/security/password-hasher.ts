/**
 * Password hashing with Argon2id (the `argon2` package) at the OWASP Password Storage Cheat Sheet's
 * parameters. Hashes run on libuv's thread pool (the library is async), never on the event loop, and
 * pass through a hashing gate so a burst cannot take every thread. Stored as PHC strings, which carry
 * their parameters, so the cost can be raised later without breaking stored accounts.
 */
import { randomBytes } from 'node:crypto';
import { argon2id, hash as argon2Hash, verify as argon2Verify } from 'argon2';
import { createHashingGate, type HashingGate } from './hashing-gate.js';

export interface PasswordHashingParams {
  /** Memory per hash in KiB. */
  memoryCost: number;
  /** Passes over the memory. */
  timeCost: number;
  /** Lanes. */
  parallelism: number;
}

/** OWASP's Argon2id setting: 19 MiB (19456 KiB), 2 iterations, 1 lane. */
export const DEFAULT_PASSWORD_HASHING: Readonly<PasswordHashingParams> = Object.freeze({ memoryCost: 19456, timeCost: 2, parallelism: 1 });

const HASH_BYTES = 32;
// Stored hashes are ours, but a doctored row must not make one sign-in take gigabytes.
const MAX_MEMORY_KIB = 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]+$/;

/**
 * The parameters of a PHC string `$argon2id$v=19$m=…,p=…,t=…$<salt>$<hash>` (the library writes m, p,
 * t; PHC lets them come in any order), or undefined when it is not one Argon2 would accept from us.
 */
function readArgon2id(encoded: string): PasswordHashingParams | undefined {
  const [empty, id, version, list = '', salt = '', tag = '', ...rest] = encoded.split('$');
  if (empty !== '' || id !== 'argon2id' || version !== 'v=19' || rest.length > 0) return undefined;
  // Salt of 8+ bytes; a tag of at least our 32 bytes (43 characters), as a short one is cheap to guess.
  if (!BASE64.test(salt) || salt.length < 11 || salt.length > 64 || !BASE64.test(tag) || tag.length < 43 || tag.length > 86) return undefined;
  const values = new Map<string, number>();
  for (const pair of list.split(',')) {
    const [, name, value] = /^([mtp])=(\d{1,7})$/.exec(pair) ?? [];
    if (!name || values.has(name)) return undefined;
    values.set(name, Number(value));
  }
  const [m, t, p] = [values.get('m'), values.get('t'), values.get('p')];
  if (m === undefined || t === undefined || p === undefined) return undefined;
  // Values Argon2 refuses would throw; a doctored row is just a hash that does not match.
  if (p < 1 || p > 16 || t < 1 || t > 100 || m < 8 * p || m > MAX_MEMORY_KIB) return undefined;
  return { memoryCost: m, timeCost: t, parallelism: p };
}

export interface PasswordHasher {
  /** A new PHC-encoded hash with a fresh random salt. */
  hash(password: string): Promise<string>;
  /** True when `password` matches `encoded`; false for a wrong password or a malformed hash. */
  verify(password: string, encoded: string): Promise<boolean>;
  /** Does the work of a verification against a dummy hash and resolves false (unknown emails). */
  verifyDummy(password: string): Promise<false>;
  /** Makes the dummy hash now (at start), so no sign-in pays for it. */
  prepare(): Promise<void>;
  readonly params: Readonly<PasswordHashingParams>;
}

/** A hasher for the given parameters (tests pass a small memoryCost; the server uses the defaults). */
export function createPasswordHasher(
  params: Readonly<PasswordHashingParams> = DEFAULT_PASSWORD_HASHING,
  gate: HashingGate = createHashingGate(),
): PasswordHasher {
  const { memoryCost, timeCost, parallelism } = params;
  let dummy: Promise<string> | undefined;

  function hash(password: string): Promise<string> {
    return gate.run(() => argon2Hash(password, { type: argon2id, memoryCost, timeCost, parallelism, hashLength: HASH_BYTES }));
  }

  async function verify(password: string, encoded: string): Promise<boolean> {
    if (!readArgon2id(encoded)) return false;
    return gate.run(() => argon2Verify(encoded, password));
  }

  function makeDummy(): Promise<string> {
    if (dummy) return dummy;
    const made = hash(randomBytes(16).toString('hex'));
    // A failed attempt (say, the gate was full) is not kept, so the next sign-in tries again.
    made.catch(() => {
      if (dummy === made) dummy = undefined;
    });
    dummy = made;
    return made;
  }

  async function verifyDummy(password: string): Promise<false> {
    await verify(password, await makeDummy());
    return false;
  }

  async function prepare(): Promise<void> {
    await makeDummy();
  }

  return { hash, verify, verifyDummy, prepare, params };
}
