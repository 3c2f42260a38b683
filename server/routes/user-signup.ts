import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { validateSignup } from '../../src/contract/auth-rules.js';
import { DuplicateEmailError } from '../db/users-repository.js';
import { rateLimitAddress } from '../security/client-address.js';
import { invalidBody, tooManyAttempts } from './replies.js';

export const EMAIL_TAKEN = { message: 'email already registered' } as const;

/**
 * POST /user/signup: 201 {message:"success"}; 409 when the email is taken (the database's unique
 * constraint has the last word, so of two simultaneous sign-ups one wins); 400 with field errors.
 */
export function signupHandler(app: FastifyInstance): RouteHandlerMethod {
  return async (request, reply) => {
    const limit = await app.rateLimits.signupPerIp.consume(rateLimitAddress(request.ip));
    if (!limit.allowed) return tooManyAttempts(reply, 'sign-up', limit.retryAfterSeconds);

    const result = validateSignup(request.body);
    if (!result.ok) return invalidBody(reply, result.errors);
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
    request.log.info('account created');
    return reply.code(201).send({ message: 'success' });
  };
}
