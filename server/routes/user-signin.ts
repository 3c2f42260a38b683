import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { validateSignin } from '../../src/contract/auth-rules.js';
import { invalidBody, tooManyAttempts } from './replies.js';

export const WRONG_CREDENTIALS = { message: 'error', error: 'incorrect email or password' } as const;

/**
 * POST /user/signin: 200 {message:"success", token}; 401 for a wrong email or password alike (an
 * unknown email still costs one hash, so timing tells nothing); 429 past the address, email or
 * server-wide limits. A body that fails validation opens no limit window.
 */
export function signinHandler(app: FastifyInstance): RouteHandlerMethod {
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
