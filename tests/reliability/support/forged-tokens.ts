/**
 * Session tokens an attacker might try: a real token with its signature or claims altered,
 * `alg: none`, another key, another algorithm over the right key, expired, not yet valid, without
 * an expiry, and claims naming nobody.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';

const encoder = new TextEncoder();
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

function parts(token: string): [string, string, string] {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return [header, payload, signature];
}

/** The claims of a token (not verified). */
function claimsOf(token: string): JWTPayload {
  return JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString('utf8')) as JWTPayload;
}

/** Signs `claims` as given (no defaults added) with `secret` and `alg`. */
function signWith(secret: string, claims: JWTPayload, alg = 'HS256'): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(encoder.encode(secret));
}

/** Every forged variant of a real, valid `token`, by name. `secret` is the server's own key. */
export async function forgedTokens(token: string, secret: string, nowSeconds: number): Promise<Record<string, string>> {
  const [header, payload, signature] = parts(token);
  const claims = claimsOf(token);
  // A character from the middle: the last one carries spare bits, and changing it may change nothing.
  const middle = Math.floor(signature.length / 2);
  const flipped = signature[middle] === 'A' ? 'B' : 'A';
  const otherUser = { ...claims, sub: randomUUID(), email: 'someone.else@example.com' };
  return {
    'a tampered signature': `${header}.${payload}.${signature.slice(0, middle)}${flipped}${signature.slice(middle + 1)}`,
    'no signature': `${header}.${payload}.`,
    'claims changed under the old signature': `${header}.${base64url(otherUser)}.${signature}`,
    'alg: none': `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'alg: none with the old signature': `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
    'alg: None, another user': `${base64url({ alg: 'None' })}.${base64url(otherUser)}.`,
    'signed with another key': await signWith('another-secret-0123456789abcdefghijklmnop', claims),
    'HS512 over the right key': await signWith(secret, claims, 'HS512'),
    'expired an hour ago': await signWith(secret, { ...claims, iat: nowSeconds - 8 * 86_400, exp: nowSeconds - 3_600 }),
    'not valid for another hour': await signWith(secret, { ...claims, nbf: nowSeconds + 3_600 }),
    'no expiry': await signWith(secret, { sub: claims.sub, email: claims.email, first_name: 'A', last_name: 'B', iat: nowSeconds }),
    'a sub that is not a user id': await signWith(secret, { ...claims, sub: "1' OR '1'='1" }),
    'a sub of nobody': await signWith(secret, { ...claims, sub: randomUUID() }),
    // A number where the contract says text: the type is forced on purpose.
    'a numeric sub': await signWith(secret, { ...claims, sub: 1 as unknown as string }),
  };
}
