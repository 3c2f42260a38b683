/**
 * The account routes: POST /user/signup, POST /user/signin and
 * GET /user/me. Handlers check bodies with the shared rules and use the decorated repository,
 * hasher, tokens and rate limits; they hold no SQL. A full hashing queue is answered here with 503.
 */
import { API_PATHS } from '../../src/contract/api.js';
import { namedPlugin } from '../plugins/named-plugin.js';
import { HashingBusyError, SERVER_BUSY_MESSAGE } from '../security/hashing-gate.js';
import { meHandler } from './user-me.js';
import { signinHandler } from './user-signin.js';
import { signupHandler } from './user-signup.js';

export const userRoutes = namedPlugin('user-routes', async (app) => {
  // Account answers are personal: no cache, shared or private, may keep them.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  // Only this scope's errors pass here; anything else goes on to the app's error handler.
  app.setErrorHandler((error, request, reply) => {
    if (!(error instanceof HashingBusyError)) throw error;
    request.log.warn('password hashing queue full');
    return reply.code(503).header('retry-after', String(error.retryAfterSeconds)).send({ message: SERVER_BUSY_MESSAGE });
  });
  app.post(API_PATHS.signup, signupHandler(app));
  app.post(API_PATHS.signin, signinHandler(app));
  app.get(API_PATHS.me, meHandler(app));
});
