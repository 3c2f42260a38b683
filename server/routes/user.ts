/**
 * The account routes of DESIGN.md's HTTP contract: POST /user/signup, POST /user/signin and
 * GET /user/me. Handlers check bodies with the shared rules and use the decorated repository,
 * hasher, tokens and rate limits; they hold no SQL.
 */
import { API_PATHS } from '../../src/contract/api.js';
import { namedPlugin } from '../plugins/named-plugin.js';
import { meHandler } from './user-me.js';
import { signinHandler } from './user-signin.js';
import { signupHandler } from './user-signup.js';

export const userRoutes = namedPlugin('user-routes', async (app) => {
  // Account answers are personal: no cache, shared or private, may keep them.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  app.post(API_PATHS.signup, signupHandler(app));
  app.post(API_PATHS.signin, signinHandler(app));
  app.get(API_PATHS.me, meHandler(app));
});
