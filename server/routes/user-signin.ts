import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { validateSignin } from '../../src/contract/auth-rules.js';
import { rateLimitAddress } from '../security/client-address.js';
import { invalidBody, tooManyAttempts } from './replies.js';

export const WRONG_CREDENTIALS = { message: 'error', error: 'incorrect email or password' } as const;

/**
 * POST /user/signin: 200 {message:"success", token}; 401 for a wrong email or password alike (an
 * unknown email still costs one hash, so timing tells nothing); 429 past the IP or email limits.
 */
export function signinHandler(app: FastifyInstance): RouteHandlerMethod {
  return async (request, reply) => {
    const { signinPerIp, signinFailuresPerEmail } = app.rateLimits;
    const ipLimit = await signinPerIp.consume(rateLimitAddress(request.ip));
    if (!ipLimit.allowed) return tooManyAttempts(reply, 'sign-in', ipLimit.retryAfterSeconds);

    const result = validateSignin(request.body);
    if (!result.ok) return invalidBody(reply, result.errors);
    const { email, password } = result.value;

    // A locked email is refused before any password check, so guessing gains nothing.
    const emailLimit = await signinFailuresPerEmail.check(email);
    if (!emailLimit.allowed) return tooManyAttempts(reply, 'sign-in', emailLimit.retryAfterSeconds);

    const user = await app.users.findByEmail(email);
    const matches = user ? await app.passwords.verify(password, user.password_hash) : await app.passwords.verifyDummy(password);
    if (!user || !matches) {
      await signinFailuresPerEmail.consume(email);
      return reply.code(401).send(WRONG_CREDENTIALS);
    }

    await signinFailuresPerEmail.reset(email);
    const token = await app.tokens.sign(user);
    return reply.code(200).send({ message: 'success', token });
  };
}
