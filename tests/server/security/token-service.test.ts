import { base64url, decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from '../../../server/security/token-service.js';
import { TEST_JWT_SECRET } from '../helpers/test-app.js';

const user = { id: '6f1c2a9e-3b4d-4e5f-8a7b-0c1d2e3f4a5b', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' };
const START = Date.UTC(2030, 0, 1);
// A token lives seven days (docs/decisions.md).
const WEEK_SECONDS = 7 * 24 * 3600;

function clock(start = START) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('token service', () => {
  it('signs HS256 tokens carrying sub, email, first_name, last_name, iat and exp seven days later', async () => {
    const tokens = createTokenService(TEST_JWT_SECRET, clock().now);
    const token = await tokens.sign({ ...user, password_hash: 'never in a token' } as typeof user);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toEqual({
      sub: user.id,
      email: user.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      iat: START / 1000,
      exp: START / 1000 + WEEK_SECONDS,
    });
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('accepts a token until it expires, then refuses it', async () => {
    const time = clock();
    const tokens = createTokenService(TEST_JWT_SECRET, time.now);
    const token = await tokens.sign(user);
    time.advance(WEEK_SECONDS * 1000 - 60_000);
    expect(await tokens.verify(token)).toBeDefined();
    time.advance(120_000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token signed with another key', async () => {
    const ours = createTokenService(TEST_JWT_SECRET, clock().now);
    const theirs = createTokenService('another-secret-another-secret-another-secret', clock().now);
    expect(await ours.verify(await theirs.sign(user))).toBeUndefined();
  });

  it('refuses a tampered payload or signature', async () => {
    const tokens = createTokenService(TEST_JWT_SECRET, clock().now);
    const [header, payload, signature] = (await tokens.sign(user)).split('.') as [string, string, string];
    const forgedPayload = base64url.encode(JSON.stringify({ ...decodeJwt(`${header}.${payload}.${signature}`), email: 'eve@example.com' }));
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`)).toBeUndefined();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeUndefined();
  });

  it('refuses alg "none" and any algorithm other than HS256, even with the right key', async () => {
    const tokens = createTokenService(TEST_JWT_SECRET, clock().now);
    const payload = decodeJwt(await tokens.sign(user));
    const unsigned = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url.encode(JSON.stringify(payload))}.`;
    expect(await tokens.verify(unsigned)).toBeUndefined();

    const hs512 = await new SignJWT(payload).setProtectedHeader({ alg: 'HS512' }).sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect(await tokens.verify(hs512)).toBeUndefined();
  });

  it('refuses a validly signed token that lacks the claims a session needs', async () => {
    const tokens = createTokenService(TEST_JWT_SECRET, clock().now);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const now = START / 1000;
    const noEmail = await new SignJWT({ first_name: 'A', last_name: 'B' }).setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id).setIssuedAt(now).setExpirationTime(now + 60).sign(key);
    const noExpiry = await new SignJWT({ email: user.email, first_name: 'A', last_name: 'B' }).setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id).setIssuedAt(now).sign(key);
    expect(await tokens.verify(noEmail)).toBeUndefined();
    expect(await tokens.verify(noExpiry)).toBeUndefined();
  });

  it('refuses strings that are not tokens at all', async () => {
    const tokens = createTokenService(TEST_JWT_SECRET, clock().now);
    for (const junk of ['', 'abc', 'a.b.c', '...', 'Bearer x', '%%%.%%%.%%%']) expect(await tokens.verify(junk)).toBeUndefined();
  });

  it('refuses a token whose signature (or any segment) carries base64 padding', async () => {
    const tokens = createTokenService(TEST_JWT_SECRET, clock().now);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toBeDefined();
    for (const padded of [`${token}=`, `${token}==`, token.replace('.', '=.')]) expect(await tokens.verify(padded)).toBeUndefined();
  });

  it('refuses a token issued more than a minute in the future, and allows a little clock skew', async () => {
    const time = clock();
    const tokens = createTokenService(TEST_JWT_SECRET, time.now);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const issuedAt = (seconds: number) =>
      new SignJWT({ email: user.email, first_name: user.first_name, last_name: user.last_name })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt(START / 1000 + seconds)
        .setExpirationTime(START / 1000 + seconds + WEEK_SECONDS)
        .sign(key);
    expect(await tokens.verify(await issuedAt(30))).toBeDefined();
    expect(await tokens.verify(await issuedAt(61))).toBeUndefined();
    expect(await tokens.verify(await issuedAt(3600))).toBeUndefined();
  });

  it('refuses a token signed with the real key that lives longer than the seven days this server issues', async () => {
    const tokens = createTokenService(TEST_JWT_SECRET, clock().now);
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const living = (seconds: number) =>
      new SignJWT({ email: user.email, first_name: user.first_name, last_name: user.last_name })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt(START / 1000)
        .setExpirationTime(START / 1000 + seconds)
        .sign(key);
    expect(await tokens.verify(await living(WEEK_SECONDS))).toBeDefined();
    expect(await tokens.verify(await living(WEEK_SECONDS + 1))).toBeUndefined();
    expect(await tokens.verify(await living(10 * 365 * 24 * 3600))).toBeUndefined();
  });
});
