/**
 * The personal library routes (README, "HTTP contract"): GET /user/library?since=CURSOR,
 * PUT and DELETE /user/library/:gameId and POST /user/library/batch. Every one needs a valid
 * Bearer token of an existing user (401 otherwise); bodies are checked with the contract's rules
 * (400 with field errors) before the per-user write limit counts them (429 with Retry-After); the
 * repository decides last writer wins and answers the stored entry.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '../../../src/contract/api.js';
import { parseGameId } from '../../../src/contract/game-id.js';
import {
  LIBRARY_LIMITS,
  validateLibraryDelete,
  validateLibraryOp,
  validateLibraryPut,
  type LibraryFieldError,
  type LibraryOp,
  type LibraryOpResult,
} from '../../../src/contract/library.js';
import { LibraryFullError, UnknownUserError } from '../../db/library-repository.js';
import fp from 'fastify-plugin';
import { tooManyChangesMessage } from '../../security/rate-limits.js';
import { SESSION_MESSAGES } from '../../security/session-users.js';
import { invalidBody } from './replies.js';

/** A batch of 100 operations with full notes stays well under this. */
export const BATCH_BODY_LIMIT_BYTES = 256 * 1024;

const LIBRARY_MESSAGES = {
  cursor: 'since must be a cursor this server gave: digits only.',
  gameId: 'The game id must be a whole number from 1.',
  batch: `The body must be {"ops": [...]} with at most ${LIBRARY_LIMITS.opsPerBatch} operations.`,
  batchTooLarge: `A batch must stay under ${BATCH_BODY_LIMIT_BYTES / 1024} KB: send fewer operations at once.`,
} as const;

const CURSOR = /^[0-9]{1,15}$/;

interface GameParams {
  gameId: string;
}

function unauthorized(reply: FastifyReply, message: string) {
  return reply.code(401).header('www-authenticate', 'Bearer').send({ message });
}

function tooManyChanges(reply: FastifyReply, retryAfterSeconds: number) {
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ message: tooManyChangesMessage(retryAfterSeconds) });
}

function gameIdErrors(raw: string): LibraryFieldError[] {
  return parseGameId(raw) === undefined ? [{ field: 'game_id', message: LIBRARY_MESSAGES.gameId }] : [];
}

export const libraryRoutes = fp(async (app: FastifyInstance) => {
  const { library, sessions } = app;

  // A person's library is theirs alone: no cache, shared or private, may keep it.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  // Before the body is read: a request without a valid session costs nothing more.
  app.addHook('onRequest', async (request, reply) => {
    const session = await sessions.check(request.headers.authorization);
    if (!session.ok) return unauthorized(reply, session.message);
    userIds.set(request, session.userId);
  });
  app.setErrorHandler((error: { code?: string }, _request, reply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
    return reply.code(413).send({ message: LIBRARY_MESSAGES.batchTooLarge });
  });

  const userIds = new WeakMap<FastifyRequest, string>();
  const userOf = (request: FastifyRequest): string => userIds.get(request) ?? '';

  /**
   * Counts the writes, then applies them in order; undefined when a refusal for the whole request
   * (429, or 401 for a user removed meanwhile) has been sent.
   */
  async function applyAll(request: FastifyRequest, reply: FastifyReply, ops: LibraryOp[]): Promise<LibraryOpResult[] | undefined> {
    const userId = userOf(request);
    if (ops.length === 0) return [];
    const limit = await app.rateLimits.libraryWrites.consume(userId, ops.length);
    if (!limit.allowed) {
      await tooManyChanges(reply, limit.retryAfterSeconds);
      return undefined;
    }
    const results: LibraryOpResult[] = [];
    for (const op of ops) {
      try {
        results.push({ status: 200, entry: await library.apply(userId, op) });
      } catch (error) {
        if (error instanceof LibraryFullError) {
          results.push({ status: 409, message: error.message });
          continue;
        }
        if (!(error instanceof UnknownUserError)) throw error;
        sessions.forget(userId);
        await unauthorized(reply, SESSION_MESSAGES.invalid);
        return undefined;
      }
    }
    return results;
  }

  /** PUT and DELETE: the stored entry, or the one operation's refusal with its status. */
  async function applyOne(request: FastifyRequest, reply: FastifyReply, op: LibraryOp) {
    const [result] = (await applyAll(request, reply, [op])) ?? [];
    if (!result) return reply;
    return 'entry' in result ? result.entry : reply.code(result.status).send({ message: result.message });
  }

  app.get<{ Querystring: { since?: unknown } }>(API_PATHS.library, async (request, reply) => {
    const { since } = request.query;
    if (since !== undefined && !(typeof since === 'string' && CURSOR.test(since))) {
      return invalidBody(reply, [{ field: 'since', message: LIBRARY_MESSAGES.cursor }]);
    }
    // The page is JSON already (the database writes it): sent as it is, not parsed and serialised again.
    const page = await library.page(userOf(request), since === undefined ? undefined : Number(since));
    return reply.type('application/json; charset=utf-8').send(page);
  });

  app.put<{ Params: GameParams }>(`${API_PATHS.library}/:gameId`, async (request, reply) => {
    const checked = validateLibraryPut(request.body);
    const errors = [...gameIdErrors(request.params.gameId), ...(checked.ok ? [] : checked.errors)];
    if (!checked.ok || errors.length > 0) return invalidBody(reply, errors);
    const gameId = parseGameId(request.params.gameId) ?? 0;
    return applyOne(request, reply, { op: 'put', game_id: gameId, ...checked.value });
  });

  app.delete<{ Params: GameParams }>(`${API_PATHS.library}/:gameId`, async (request, reply) => {
    const checked = validateLibraryDelete(request.query);
    const errors = [...gameIdErrors(request.params.gameId), ...(checked.ok ? [] : checked.errors)];
    if (!checked.ok || errors.length > 0) return invalidBody(reply, errors);
    const gameId = parseGameId(request.params.gameId) ?? 0;
    return applyOne(request, reply, { op: 'delete', game_id: gameId, ...checked.value });
  });

  app.post(API_PATHS.libraryBatch, { bodyLimit: BATCH_BODY_LIMIT_BYTES }, async (request, reply) => {
    const body = request.body as { ops?: unknown } | null;
    const ops = typeof body === 'object' && body !== null && !Array.isArray(body) ? body.ops : undefined;
    if (!Array.isArray(ops) || ops.length > LIBRARY_LIMITS.opsPerBatch) {
      return invalidBody(reply, [{ field: 'ops', message: LIBRARY_MESSAGES.batch }]);
    }
    const checked = ops.map((raw) => validateLibraryOp(raw));
    const valid = checked.flatMap((result) => (result.ok ? [result.value] : []));
    const applied = await applyAll(request, reply, valid);
    if (!applied) return reply;
    let next = 0;
    const results = checked.map((result): LibraryOpResult => {
      if (!result.ok) return { status: 400, message: result.errors.map((error) => error.message).join(' '), errors: result.errors };
      const stored = applied[next++];
      if (!stored) throw new Error('batch results out of step with its operations');
      return stored;
    });
    return { results };
  });
}, { name: 'library-routes', dependencies: ['database', 'auth', 'rate-limits'], encapsulate: true });
