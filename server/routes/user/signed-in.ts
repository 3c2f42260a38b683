/**
 * What the routes of a person's own data share (the library, the diary, the lists): a valid Bearer
 * token of an existing user, checked before the body is read, so a request without one costs
 * nothing more (401); the person kept on the request as `request.userId`; and no cache, shared or
 * private, may keep an answer. Called inside each route plugin's own (encapsulated) scope.
 */
import type { FastifyInstance } from 'fastify';
import { unauthorized } from './replies.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person the request acts for, set before its body is read ('' on other routes). */
    userId: string;
  }
}

export function requireSignedIn(app: FastifyInstance): void {
  app.decorateRequest('userId', '');
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  app.addHook('onRequest', async (request, reply) => {
    const session = await app.sessions.check(request.headers.authorization);
    if (!session.ok) return unauthorized(reply, session.message);
    request.userId = session.userId;
  });
}
