/** Test JWTs: base64url JSON, unsigned (the app only decodes; the server checks signatures). */
import type { TokenClaims } from '../../../src/contract';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token for Ada that expires `expiresInSeconds` from now (negative: already expired). */
export function makeToken(expiresInSeconds = 3600, claims: Partial<TokenClaims> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload: TokenClaims = {
    sub: 'user-1',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    iat: now,
    exp: now + expiresInSeconds,
    ...claims,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

/** Puts a valid token in localStorage, as a signed-in visitor has. */
export function storeToken(token = makeToken()): string {
  localStorage.setItem('token', token);
  return token;
}
