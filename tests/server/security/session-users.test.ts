import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../../../src/contract/api.js';
import type { UsersRepository } from '../../../server/db/users-repository.js';
import { createSessionUsers, SESSION_MESSAGES } from '../../../server/security/session-users.js';
import type { TokenService } from '../../../server/security/token-service.js';

const USER = '11111111-1111-4111-8111-111111111111';

function setUp() {
  const clock = { ms: 1_000_000 };
  const calls = { verify: 0, find: 0 };
  const exists = new Set([USER]);
  const tokens: TokenService = {
    sign: async () => 'unused',
    async verify(token) {
      calls.verify += 1;
      const claims: TokenClaims = { sub: USER, email: 'a@example.com', first_name: 'A', last_name: 'B', iat: 0, exp: 2_000 };
      return token === 'good' && clock.ms < claims.exp * 1000 ? claims : undefined;
    },
  };
  const users = {
    findById: async (id: string) => {
      calls.find += 1;
      return exists.has(id) ? { id, email: '', first_name: '', last_name: '', age: 1, password_hash: '' } : undefined;
    },
  } as Pick<UsersRepository, 'findById'> as UsersRepository;
  return { clock, calls, exists, sessions: createSessionUsers(tokens, users, { now: () => clock.ms }) };
}

describe('sessions', () => {
  it('refuses a missing or bad token, and a good one whose user does not exist', async () => {
    const { sessions, exists } = setUp();
    expect(await sessions.check(undefined)).toEqual({ ok: false, message: SESSION_MESSAGES.missing });
    expect(await sessions.check('Bearer bad')).toEqual({ ok: false, message: SESSION_MESSAGES.invalid });
    exists.clear();
    expect(await sessions.check('Bearer good')).toEqual({ ok: false, message: SESSION_MESSAGES.invalid });
  });

  it('checks a good token once, then believes it until it expires (and says when that is)', async () => {
    const { sessions, calls, clock } = setUp();
    expect(await sessions.check('Bearer good')).toEqual({ ok: true, userId: USER, expiresAt: 2_000_000 });
    expect(await sessions.check('bearer  good ')).toEqual({ ok: true, userId: USER, expiresAt: 2_000_000 });
    expect(calls).toEqual({ verify: 1, find: 1 });
    clock.ms = 2_000_000;
    expect(await sessions.check('Bearer good')).toEqual({ ok: false, message: SESSION_MESSAGES.invalid });
  });

  it('asks again after forget (a write found the user gone)', async () => {
    const { sessions, calls, exists } = setUp();
    await sessions.check('Bearer good');
    exists.clear();
    sessions.forget(USER);
    expect((await sessions.check('Bearer good')).ok).toBe(false);
    expect(calls.find).toBe(2);
  });
});
