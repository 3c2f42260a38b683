/**
 * Generated GET /user/me requests with a missing, malformed, forged or huge Authorization header:
 * token-shaped strings with odd headers and claims (alg none, foreign algorithms) and junk.
 */
import fc from 'fast-check';
import type { HostileCase } from './hostile-case.js';
import { headerSafe, hugeText, oddShortText } from './hostile-text.js';

const SCHEMES = ['Bearer ', 'bearer ', 'BEARER  ', 'Basic ', 'Token ', 'Bearer', '', 'Bearer \t', 'Digest '] as const;
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwtHeader = fc.oneof(
  fc.record({ alg: fc.constantFrom('none', 'None', 'NONE', 'HS256', 'HS512', 'RS256', 'ES256', ''), typ: fc.constantFrom('JWT', 'jwt', undefined) }, { requiredKeys: ['alg'] }),
  fc.jsonValue({ maxDepth: 1 }),
);
const jwtPayload = fc.record(
  { sub: fc.oneof(fc.uuid(), oddShortText), email: oddShortText, iat: fc.integer(), exp: fc.oneof(fc.integer(), fc.constant(4102444800)), admin: fc.boolean() },
  { requiredKeys: [] },
);
/** Token-shaped strings: three base64url parts with odd headers and claims, and junk. */
export const tokenLike = fc.oneof(
  fc.tuple(jwtHeader, jwtPayload, fc.string({ maxLength: 43 })).map(([header, payload, signature]) => `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}.${base64url(signature)}`),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('..', 'e30.e30.', 'e30.e30', 'a.b.c.d.e', 'null', 'undefined', '%00'),
  hugeText.map((text) => base64url(text).slice(0, 12_000)),
);

/** GET /user/me with a missing, malformed, forged or huge Authorization header: always 401. */
export const meCase = fc
  .tuple(fc.constantFrom(...SCHEMES), tokenLike, fc.boolean(), fc.constantFrom('GET', 'HEAD'))
  .map(([scheme, token, withHeader, method]): HostileCase => ({
    route: `${method} /user/me`,
    request: { method, path: '/user/me', headers: withHeader ? { authorization: headerSafe(scheme + token) } : {} },
    allowed: [401],
  }));
