/**
 * Accounts' security: the password hasher and the token service (with its signing key, loaded or
 * generated here), decorated on the app as `passwords` and `tokens`.
 */
import { loadJwtSecret } from '../security/jwt-secret.js';
import { createPasswordHasher, DEFAULT_SCRYPT_PARAMS, type PasswordHasher, type ScryptParams } from '../security/password-hasher.js';
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
  scrypt?: Readonly<ScryptParams>;
  now: () => number;
}

export const authPlugin = namedPlugin<AuthPluginOptions>(
  'auth',
  async (app, options) => {
    const secret = await loadJwtSecret(options.dataDir, options.jwtSecret);
    const passwords = createPasswordHasher(options.scrypt ?? DEFAULT_SCRYPT_PARAMS);
    // Makes the dummy hash now, so even the first sign-in with an unknown email costs one hash, not two.
    app.addHook('onReady', async () => {
      passwords.verifyDummy('warm-up').catch((error: unknown) => app.log.error({ err: error }, 'password hashing failed'));
    });
    app.decorate('passwords', passwords);
    app.decorate('tokens', createTokenService(secret, options.now));
  },
  { shared: true },
);
