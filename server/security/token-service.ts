/**
 * Session tokens: JWT signed with HS256 through jose. Verification accepts HS256 only, so `alg: none`
 * or any other algorithm is refused, as are other keys, altered tokens and expired ones.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { is } from 'superstruct';
import { TokenClaims } from '../../src/contract/api.js';

/** Tokens live seven days. */
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export interface TokenSubject {
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        return is(payload, TokenClaims) ? payload : undefined;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
    },
  };
}
