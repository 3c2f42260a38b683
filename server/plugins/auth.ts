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
    app.decorate('passwords', createPasswordHasher(options.scrypt ?? DEFAULT_SCRYPT_PARAMS));
    app.decorate('tokens', createTokenService(secret, options.now));
  },
  { shared: true },
);
