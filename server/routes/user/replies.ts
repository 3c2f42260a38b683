/** Responses shared by the account routes, worded once. */
import type { FastifyReply } from 'fastify';
import { tooManyAttemptsMessage } from '../../security/rate-limits.js';

/** 400 with every failing field, and all their messages in `message` for clients that show only it. */
export function invalidBody(reply: FastifyReply, errors: ReadonlyArray<{ field: string; message: string }>) {
  return reply.code(400).send({ message: errors.map((error) => error.message).join(' '), errors });
}

/** 429 with Retry-After and a sentence a person can act on. */
export function tooManyAttempts(reply: FastifyReply, action: 'sign-in' | 'sign-up', retryAfterSeconds: number) {
  const message = tooManyAttemptsMessage(action, retryAfterSeconds);
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ message, error: message });
}

/** 401 with the Bearer challenge: no session, or one that no longer stands for a person. */
export function unauthorized(reply: FastifyReply, message: string) {
  return reply.code(401).header('www-authenticate', 'Bearer').send({ message });
}
