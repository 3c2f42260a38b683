/**
 * Session tokens: JWT signed with HS256 through jose. Verification accepts HS256 only, so `alg: none`
 * or any other algorithm is refused, as are other keys, altered tokens and expired ones; and, beyond
 * what jose checks, segments that are not strict unpadded base64url (a padded signature names the
 * same bytes as ours, so one token would have many spellings), tokens issued in the future and
 * tokens whose `exp - iat` is longer than the lifetime this server issues.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { is } from '../../src/contract/struct-checks.js';
import { TokenClaims } from '../../src/contract/api.js';

/** Tokens live seven days. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** How far ahead of our clock a token's `iat` may be: clocks of several server copies drift a little. */
const ISSUED_AT_SKEW_SECONDS = 60;
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

interface TokenSubject {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

export interface TokenService {
  /** A signed token for the user, issued now and expiring in TOKEN_LIFETIME_SECONDS. */
  sign(user: TokenSubject): Promise<string>;
  /** The token's claims when it is valid now; undefined for any token this server would not accept. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

/** A token service over `secret`; `now` (ms) is the clock for `iat`, `exp` and expiry checks. */
export function createTokenService(secret: string, now: () => number = Date.now): TokenService {
  const key = new TextEncoder().encode(secret);

  return {
    async sign(user) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ email: user.email, first_name: user.first_name, last_name: user.last_name })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      if (!COMPACT_JWS.test(token)) return undefined;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        if (!is(payload, TokenClaims) || payload.iat > now() / 1000 + ISSUED_AT_SKEW_SECONDS) return undefined;
        // A longer life than we issue means the key signed something we never would: refuse it.
        return payload.exp - payload.iat > TOKEN_LIFETIME_SECONDS ? undefined : payload;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
    },
  };
}
