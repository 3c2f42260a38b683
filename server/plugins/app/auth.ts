/**
 * Accounts' security: the password hasher (behind its hashing gate) and the token service (with its
 * signing key, loaded or generated here), decorated on the app as `passwords` and `tokens`; and
 * `sessions`, which tells who a request is from (needs the database plugin's `users`).
 */
import fp from 'fastify-plugin';
import { createHashingGate, type HashingGate } from '../../security/hashing-gate.js';
import { loadJwtSecret } from '../../security/jwt-secret.js';
import { createPasswordHasher, DEFAULT_PASSWORD_HASHING, type PasswordHasher, type PasswordHashingParams } from '../../security/password-hasher.js';
import { createSessionUsers, type SessionUsers } from '../../security/session-users.js';
import { createTokenService, type TokenService } from '../../security/token-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    tokens: TokenService;
    /** Who a request is from: a valid Bearer token of a user that exists. */
    sessions: SessionUsers;
  }
}

export interface AuthPluginOptions {
  dataDir: string;
  jwtSecret?: string;
  passwordHashing?: Readonly<PasswordHashingParams>;
  hashingGate?: HashingGate;
  now: () => number;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const secret = await loadJwtSecret(options.dataDir, options.jwtSecret);
    const passwords = createPasswordHasher(options.passwordHashing ?? DEFAULT_PASSWORD_HASHING, options.hashingGate ?? createHashingGate());
    // The dummy hash for unknown emails is made at start, so no sign-in pays for it; a failure stops the start.
    app.addHook('onReady', () => passwords.prepare());
    app.decorate('passwords', passwords);
    const tokens = createTokenService(secret, options.now);
    app.decorate('tokens', tokens);
    app.decorate('sessions', createSessionUsers(tokens, app.users, { now: options.now }));
  },
  { name: 'auth', dependencies: ['database'] },
);
