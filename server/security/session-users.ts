/**
 * Who a request is from: its `Authorization: Bearer <token>` must carry a valid token (signature,
 * expiry) whose user still exists. A token found good is remembered for a short while (never past
 * its expiry) in a bounded cache, so a burst of library writes neither verifies its signature nor
 * reads the users table each time; a write for a user removed meanwhile still fails on the
 * database's foreign key, is answered 401 too, and drops that user's tokens from the cache.
 */
import { LRUCache } from 'lru-cache';
import type { UsersRepository } from '../db/users-repository.js';
import type { TokenService } from './token-service.js';

/** The 401 messages: no token, or one that does not stand for a signed-in user. */
export const SESSION_MESSAGES = {
  missing: 'Sign in to continue: the request carries no session token.',
  invalid: 'Your session has expired or is not valid. Please sign in again.',
} as const;

/** `expiresAt`: when the token stops being valid (ms), so a long-lived stream can end then. */
type SessionCheck = { ok: true; userId: string; expiresAt: number } | { ok: false; message: string };

export interface SessionUsers {
  /** The user behind an Authorization header, or the message of the 401 to answer. */
  check(authorization: string | undefined): Promise<SessionCheck>;
  /** Drops a user found missing from the cache (its account was removed). */
  forget(userId: string): void;
}

export interface SessionUsersOptions {
  /** How long a good token is believed without checking it again (ms). */
  ttlMs?: number;
  max?: number;
  /** The tokens' clock (ms), for their expiry. */
  now?: () => number;
}

interface KnownToken {
  userId: string;
  expiresAt: number;
}

/** The token of a `Bearer <token>` header, if the header has that shape. */
function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

export function createSessionUsers(tokens: TokenService, users: UsersRepository, options: SessionUsersOptions = {}): SessionUsers {
  const now = options.now ?? Date.now;
  const known = new LRUCache<string, KnownToken>({ max: options.max ?? 10_000, ttl: options.ttlMs ?? 30_000 });
  return {
    async check(authorization) {
      const token = bearerToken(authorization);
      if (!token) return { ok: false, message: SESSION_MESSAGES.missing };
      const seen = known.get(token);
      if (seen && seen.expiresAt > now()) return { ok: true, userId: seen.userId, expiresAt: seen.expiresAt };
      const claims = await tokens.verify(token);
      if (!claims || !(await users.findById(claims.sub))) return { ok: false, message: SESSION_MESSAGES.invalid };
      known.set(token, { userId: claims.sub, expiresAt: claims.exp * 1000 });
      return { ok: true, userId: claims.sub, expiresAt: claims.exp * 1000 };
    },
    forget(userId) {
      for (const [token, seen] of known.entries()) if (seen.userId === userId) known.delete(token);
    },
  };
}
