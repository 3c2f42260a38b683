/**
 * The account routes: POST /user/signup, POST /user/signin and GET /user/me. Handlers check bodies
 * with the shared rules and use the decorated repository, hasher, tokens and rate limits; they hold
 * no SQL. A full hashing queue is answered here with 503.
 */
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS } from '../../../src/contract/api.js';
import { validateSignin, validateSignup } from '../../../src/contract/auth-rules.js';
import { DuplicateEmailError } from '../../db/users-repository.js';
import { HashingBusyError, SERVER_BUSY_MESSAGE } from '../../security/hashing-gate.js';
import { noteOnRequestLine } from '../../plugins/app/request-log.js';
import { invalidBody, tooManyAttempts, unauthorized } from './replies.js';

const EMAIL_TAKEN = { message: 'email already registered' } as const;
const WRONG_CREDENTIALS = { message: 'error', error: 'incorrect email or password' } as const;
export const ME_MESSAGES = {
  missing: 'Sign in to continue: the request carries no session token.',
  invalid: 'Your session has expired or is not valid. Please sign in again.',
} as const;

/**
 * POST /user/signup: 201 {message:"success"}; 409 when the email is taken (the database's unique
 * constraint has the last word, so of two simultaneous sign-ups one wins); 400 with field errors;
 * 429 past the address limits.
 */
function signupHandler(app: FastifyInstance): RouteHandlerMethod {
  return async (request, reply) => {
    const { signupAddress } = app.rateLimits;
    const blocked = await signupAddress.check(request.ip);
    if (!blocked.allowed) return tooManyAttempts(reply, 'sign-up', blocked.retryAfterSeconds);

    // Validation comes before counting: bodies that fail it open no windows, so they cannot fill the store.
    const result = validateSignup(request.body);
    if (!result.ok) return invalidBody(reply, result.errors);
    const limit = await signupAddress.consume(request.ip);
    if (!limit.allowed) return tooManyAttempts(reply, 'sign-up', limit.retryAfterSeconds);
    const { password, ...profile } = result.value;

    // Saves a costly hash for the common case; the constraint below still decides races.
    if (await app.users.findByEmail(profile.email)) return reply.code(409).send(EMAIL_TAKEN);
    const password_hash = await app.passwords.hash(password);
    try {
      await app.users.create({ ...profile, password_hash });
    } catch (error) {
      if (error instanceof DuplicateEmailError) return reply.code(409).send(EMAIL_TAKEN);
      throw error;
    }
    noteOnRequestLine(request, { event: 'account created' });
    return reply.code(201).send({ message: 'success' });
  };
}

/**
 * POST /user/signin: 200 {message:"success", token}; 401 for a wrong email or password alike (an
 * unknown email still costs one hash, so timing tells nothing); 429 past the address, email or
 * server-wide limits. A body that fails validation opens no limit window.
 */
function signinHandler(app: FastifyInstance): RouteHandlerMethod {
  return async (request, reply) => {
    const { signinAddress, signin } = app.rateLimits;
    const blocked = await signinAddress.check(request.ip);
    if (!blocked.allowed) return tooManyAttempts(reply, 'sign-in', blocked.retryAfterSeconds);

    const result = validateSignin(request.body);
    if (!result.ok) return invalidBody(reply, result.errors);
    const { email, password } = result.value;

    const addressLimit = await signinAddress.consume(request.ip);
    if (!addressLimit.allowed) return tooManyAttempts(reply, 'sign-in', addressLimit.retryAfterSeconds);
    // Counted before the hash, atomically: of guesses sent at once, only the email's limit get checked.
    const attempt = await signin.begin(email);
    if (!attempt.allowed) return tooManyAttempts(reply, 'sign-in', attempt.retryAfterSeconds);

    let matched: Awaited<ReturnType<typeof checkPassword>>;
    try {
      matched = await checkPassword(app, email, password);
    } catch (error) {
      await signin.unchecked(email);
      throw error;
    }
    if (!matched) return reply.code(401).send(WRONG_CREDENTIALS);

    await signin.succeeded(email);
    const token = await app.tokens.sign(matched);
    return reply.code(200).send({ message: 'success', token });
  };
}

/** The user when the password matches; undefined for a wrong password or an unknown email. */
async function checkPassword(app: FastifyInstance, email: string, password: string) {
  const user = await app.users.findByEmail(email);
  const matches = user ? await app.passwords.verify(password, user.password_hash) : await app.passwords.verifyDummy(password);
  return user && matches ? user : undefined;
}

/**
 * GET /user/me: the signed-in user, read fresh from the database; 401 for a missing, malformed,
 * expired, tampered or foreign token, or one whose account no longer exists.
 */
function meHandler(app: FastifyInstance): RouteHandlerMethod {
  return async (request, reply) => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return unauthorized(reply, ME_MESSAGES.missing);
    const claims = await app.tokens.verify(token);
    const user = claims ? await app.users.findById(claims.sub) : undefined;
    if (!user) return unauthorized(reply, ME_MESSAGES.invalid);
    return { user: { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name } };
  };
}

export const userRoutes = fp(
  async (app) => {
    // Account responses are personal: no cache, shared or private, may keep them.
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
    // Changing methods on these paths are 405 with Allow, not the 404 of a path that does not exist.
    for (const [url, allowed] of [[API_PATHS.signup, ['POST']], [API_PATHS.signin, ['POST']], [API_PATHS.me, ['GET', 'HEAD']]] as const) {
      app.route({
        method: ['PUT', 'DELETE', 'PATCH'],
        url,
        handler: async (request, reply) =>
          reply.code(405).header('allow', allowed.join(', ')).send({ message: `${request.method} is not allowed on ${url}: use ${allowed.join(' or ')}.` }),
      });
    }
  },
  { name: 'user-routes', dependencies: ['database', 'auth', 'rate-limits'], encapsulate: true },
);
