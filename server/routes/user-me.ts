import type { FastifyInstance, FastifyReply, RouteHandlerMethod } from 'fastify';

export const ME_MESSAGES = {
  missing: 'Sign in to continue: the request carries no session token.',
  invalid: 'Your session has expired or is not valid. Please sign in again.',
} as const;

/**
 * GET /user/me: the signed-in user, read fresh from the database; 401 for a missing, malformed,
 * expired, tampered or foreign token, or one whose account no longer exists.
 */
export function meHandler(app: FastifyInstance): RouteHandlerMethod {
  return async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return unauthorized(reply, ME_MESSAGES.missing);
    const claims = await app.tokens.verify(token);
    const user = claims ? await app.users.findById(claims.sub) : undefined;
    if (!user) return unauthorized(reply, ME_MESSAGES.invalid);
    return { user: { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name } };
  };
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

function unauthorized(reply: FastifyReply, message: string) {
  return reply.code(401).header('www-authenticate', 'Bearer').send({ message });
}
