/**
 * Accounts' security: the password hasher (behind its hashing gate) and the token service (with its
 * signing key, loaded or generated here), decorated on the app as `passwords` and `tokens`.
 */
import { createHashingGate, type HashingGate } from '../security/hashing-gate.js';
import { loadJwtSecret } from '../security/jwt-secret.js';
import { createPasswordHasher, DEFAULT_PASSWORD_HASHING, type PasswordHasher, type PasswordHashingParams } from '../security/password-hasher.js';
import { createTokenService, type TokenService } from '../security/token-service.js';
import { namedPlugin } from './named-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    tokens: TokenService;
  }
}

export interface AuthPluginOptions {
  dataDir: string;
  jwtSecret?: string;
  passwordHashing?: Readonly<PasswordHashingParams>;
  hashingGate?: HashingGate;
  now: () => number;
}

export const authPlugin = namedPlugin<AuthPluginOptions>(
  'auth',
  async (app, options) => {
    const secret = await loadJwtSecret(options.dataDir, options.jwtSecret);
    const passwords = createPasswordHasher(options.passwordHashing ?? DEFAULT_PASSWORD_HASHING, options.hashingGate ?? createHashingGate());
    // The dummy hash for unknown emails is made at start, so no sign-in pays for it; a failure stops the start.
    app.addHook('onReady', () => passwords.prepare());
    app.decorate('passwords', passwords);
    app.decorate('tokens', createTokenService(secret, options.now));
  },
  { shared: true },
);
