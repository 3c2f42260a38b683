import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { validateSignup } from '../../src/contract/auth-rules.js';
import { DuplicateEmailError } from '../db/users-repository.js';
import { invalidBody, tooManyAttempts } from './replies.js';

export const EMAIL_TAKEN = { message: 'email already registered' } as const;

/**
 * POST /user/signup: 201 {message:"success"}; 409 when the email is taken (the database's unique
 * constraint has the last word, so of two simultaneous sign-ups one wins); 400 with field errors;
 * 429 past the address limits.
 */
export function signupHandler(app: FastifyInstance): RouteHandlerMethod {
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
    request.log.info('account created');
    return reply.code(201).send({ message: 'success' });
  };
}
