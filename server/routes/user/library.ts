/**
 * The personal library routes (docs/http-contract.md): GET /user/library?since=CURSOR,
 * PUT and DELETE /user/library/:gameId and POST /user/library/batch. A GET answers one page and
 * counts against the per-user read limit (429 with Retry-After). Every one needs a valid
 * Bearer token of an existing user (401 otherwise); bodies are checked with the contract's rules
 * (400 with field errors) before the per-user write limit counts them (429 with Retry-After); the
 * repository merges each field on its own change time and answers the stored entry.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS } from '../../../src/contract/api.js';
import { formatBytes } from '../../../src/contract/format-bytes.js';
import { parseGameId } from '../../../src/contract/game-id.js';
import {
  LIBRARY_LIMITS,
  validateLibraryDelete,
  validateLibraryOp,
  validateLibraryPut,
  type LibraryEntry,
  type LibraryFieldError,
  type LibraryOp,
} from '../../../src/contract/library.js';
import { LibraryFullError, NeedsStatusError } from '../../db/library-repository.js';
import { tooManyChangesMessage, tooManyReadsMessage } from '../../security/rate-limits.js';
import { applyBatch, applyOneOp, batchBodySchema, type BatchBody, type OpWrites } from './op-writes.js';
import { answerPage } from './page-reply.js';
import { invalidBody } from './replies.js';
import { requireSignedIn } from './signed-in.js';

/** A batch of 100 operations with full notes stays well under this. */
export const BATCH_BODY_LIMIT_BYTES = 256 * 1024;

const LIBRARY_MESSAGES = {
  gameId: 'The game id must be a whole number from 1.',
  batchTooLarge: `A batch must stay under ${formatBytes(BATCH_BODY_LIMIT_BYTES)}: send fewer operations at once.`,
} as const;

interface GameParams {
  gameId: string;
}

function gameIdErrors(raw: string): LibraryFieldError[] {
  return parseGameId(raw) === undefined ? [{ field: 'game_id', message: LIBRARY_MESSAGES.gameId }] : [];
}

export const libraryRoutes = fp(async (app: FastifyInstance) => {
  const { library } = app;
  requireSignedIn(app);
  // Only the batch route has the larger limit; every other route's 413 names the app's own limit.
  app.setErrorHandler((error: { code?: string }, request, reply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE' || request.routeOptions.url !== API_PATHS.libraryBatch) throw error;
    return reply.code(413).send({ message: LIBRARY_MESSAGES.batchTooLarge });
  });

  const writes: OpWrites<LibraryOp, { status: 200; entry: LibraryEntry }> = {
    apply: async (userId, op) => ({ status: 200, entry: await library.apply(userId, op) }),
    limit: app.rateLimits.libraryWrites,
    tooManyMessage: tooManyChangesMessage,
    refusal: (error) => (error instanceof LibraryFullError || error instanceof NeedsStatusError ? { status: 409, message: error.message } : undefined),
  };
  const applyOne = (request: FastifyRequest, reply: FastifyReply, op: LibraryOp) => applyOneOp(app, request, reply, request.userId, op, writes, (done) => done.entry);

  app.get<{ Querystring: { since?: unknown } }>(API_PATHS.library, (request, reply) =>
    answerPage(request, reply, request.userId, { limit: app.rateLimits.libraryReads, tooManyMessage: tooManyReadsMessage, page: (userId, since) => library.page(userId, since) }));

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

  app.post<{ Body: BatchBody }>(API_PATHS.libraryBatch, { bodyLimit: BATCH_BODY_LIMIT_BYTES, ...batchBodySchema(LIBRARY_LIMITS.opsPerBatch) }, (request, reply) =>
    applyBatch(app, request, reply, request.userId, { validate: validateLibraryOp, fieldErrors: true }, writes));
}, { name: 'library-routes', dependencies: ['database', 'auth', 'rate-limits'], encapsulate: true });
