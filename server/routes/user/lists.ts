/**
 * The lists routes (docs/lists.md): GET /user/lists?since=CURSOR, GET/PUT/DELETE
 * /user/lists/:listId, PUT/DELETE /user/lists/:listId/items/:gameId, POST /user/lists/batch,
 * POST/DELETE /user/lists/:listId/share, and GET /user/shared/:shareId. Every one needs a valid
 * Bearer token of an existing user (401). Ids are the caller's own: another person's list id
 * names nothing of theirs. A shared id that is unknown, revoked or malformed gets one and the same
 * 404, and opening shared lists counts against the person's and the address's budgets (429).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS } from '../../../src/contract/api.js';
import { parseGameId } from '../../../src/contract/game-id.js';
import { ItemNeedsPositionError } from '../../../src/contract/list-merge.js';
import {
  LIST_LIMITS, NOT_SHARED_MESSAGE, SHARE_ID, listIdError, validateItemPut, validateListPut, validateListsDelete, validateListsOp,
  type ListsOp, type ListsOpResult,
} from '../../../src/contract/lists.js';
import { ListFullError, ListNotFoundError, TooManyListsError } from '../../db/lists-repository.js';
import { tooManyListChangesMessage, tooManyListReadsMessage, tooManySharedViewsMessage } from '../../security/rate-limits.js';
import { applyBatch, applyOneOp, batchBodySchema, type BatchBody, type OpWrites } from './op-writes.js';
import { answerPage } from './page-reply.js';
import { invalidBody } from './replies.js';
import { requireSignedIn } from './signed-in.js';

const LISTS_MESSAGES = {
  gameId: 'The game id must be a whole number from 1.',
  noList: 'There is no such list.',
} as const;

/** 18 random bytes: 144 bits, 24 base64url characters. */
const SHARE_ID_BYTES = 18;

interface ListParams { listId: string }
interface ItemParams extends ListParams { gameId: string }

const REFUSALS: ReadonlyArray<[new () => Error, number]> = [[TooManyListsError, 409], [ListFullError, 409], [ItemNeedsPositionError, 409], [ListNotFoundError, 404]];

function tooMany(reply: FastifyReply, retryAfterSeconds: number, message: string) {
  return reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ message });
}

export const listsRoutes = fp(async (app: FastifyInstance) => {
  const { lists } = app;
  requireSignedIn(app);

  const writes: OpWrites<ListsOp, ListsOpResult & { status: 200 }> = {
    apply: async (userId, op) => ({ status: 200, ...(await lists.apply(userId, op)) }),
    limit: app.rateLimits.listsWrites,
    tooManyMessage: tooManyListChangesMessage,
    refusal(error) {
      const refusal = REFUSALS.find(([type]) => error instanceof type);
      return refusal && error instanceof Error ? { status: refusal[1], message: error.message } : undefined;
    },
  };
  const applyOne = (request: FastifyRequest, reply: FastifyReply, op: ListsOp) => applyOneOp(app, request, reply, request.userId, op, writes, (done) => done.list ?? done.item);

  const idErrors = (listId: string, gameId?: string) => [
    ...(listIdError(listId) ? [{ field: 'list_id', message: listIdError(listId) ?? '' }] : []),
    ...(gameId !== undefined && parseGameId(gameId) === undefined ? [{ field: 'game_id', message: LISTS_MESSAGES.gameId }] : []),
  ];

  app.get<{ Querystring: { since?: unknown } }>(API_PATHS.lists, (request, reply) =>
    answerPage(request, reply, request.userId, { limit: app.rateLimits.listsReads, tooManyMessage: tooManyListReadsMessage, page: async (userId, since) => JSON.stringify(await lists.page(userId, since)) }));

  app.get<{ Params: ListParams }>(`${API_PATHS.lists}/:listId`, async (request, reply) => {
    const found = listIdError(request.params.listId) ? undefined : await lists.one(request.userId, request.params.listId);
    return found ?? reply.code(404).send({ message: LISTS_MESSAGES.noList });
  });

  app.put<{ Params: ListParams }>(`${API_PATHS.lists}/:listId`, async (request, reply) => {
    const checked = validateListPut(request.body);
    const errors = [...idErrors(request.params.listId), ...(checked.ok ? [] : checked.errors)];
    if (!checked.ok || errors.length > 0) return invalidBody(reply, errors);
    return applyOne(request, reply, { op: 'put-list', list_id: request.params.listId, ...checked.value });
  });

  app.delete<{ Params: ListParams }>(`${API_PATHS.lists}/:listId`, async (request, reply) => {
    const checked = validateListsDelete(request.query);
    const errors = [...idErrors(request.params.listId), ...(checked.ok ? [] : checked.errors)];
    if (!checked.ok || errors.length > 0) return invalidBody(reply, errors);
    return applyOne(request, reply, { op: 'delete-list', list_id: request.params.listId, ...checked.value });
  });

  app.put<{ Params: ItemParams }>(`${API_PATHS.lists}/:listId/items/:gameId`, async (request, reply) => {
    const checked = validateItemPut(request.body);
    const errors = [...idErrors(request.params.listId, request.params.gameId), ...(checked.ok ? [] : checked.errors)];
    if (!checked.ok || errors.length > 0) return invalidBody(reply, errors);
    return applyOne(request, reply, { op: 'put-item', list_id: request.params.listId, game_id: parseGameId(request.params.gameId) ?? 0, ...checked.value });
  });

  app.delete<{ Params: ItemParams }>(`${API_PATHS.lists}/:listId/items/:gameId`, async (request, reply) => {
    const checked = validateListsDelete(request.query);
    const errors = [...idErrors(request.params.listId, request.params.gameId), ...(checked.ok ? [] : checked.errors)];
    if (!checked.ok || errors.length > 0) return invalidBody(reply, errors);
    return applyOne(request, reply, { op: 'delete-item', list_id: request.params.listId, game_id: parseGameId(request.params.gameId) ?? 0, ...checked.value });
  });

  app.post<{ Body: BatchBody }>(API_PATHS.listsBatch, batchBodySchema(LIST_LIMITS.opsPerBatch), (request, reply) =>
    applyBatch(app, request, reply, request.userId, { validate: validateListsOp, fieldErrors: false }, writes));

  /** Sharing and revoking count as writes; either answers at once for every later view. */
  async function setShare(request: FastifyRequest<{ Params: ListParams }>, reply: FastifyReply, share: boolean) {
    const { listId } = request.params;
    if (listIdError(listId)) return reply.code(404).send({ message: LISTS_MESSAGES.noList });
    const limit = await app.rateLimits.listsWrites.consume(request.userId, request.ip, 1);
    if (!limit.allowed) return tooMany(reply, limit.retryAfterSeconds, tooManyListChangesMessage(limit.retryAfterSeconds));
    const shareId = share ? randomBytes(SHARE_ID_BYTES).toString('base64url') : null;
    const done = shareId ? await lists.share(request.userId, listId, shareId) : await lists.unshare(request.userId, listId);
    return done ? { share_id: shareId } : reply.code(404).send({ message: LISTS_MESSAGES.noList });
  }
  app.post<{ Params: ListParams }>(`${API_PATHS.lists}/:listId/share`, (request, reply) => setShare(request, reply, true));
  app.delete<{ Params: ListParams }>(`${API_PATHS.lists}/:listId/share`, (request, reply) => setShare(request, reply, false));

  app.get<{ Params: { shareId: string } }>(`${API_PATHS.shared}/:shareId`, async (request, reply) => {
    const limit = await app.rateLimits.sharedViews.consume(request.userId, request.ip, 1);
    if (!limit.allowed) return tooMany(reply, limit.retryAfterSeconds, tooManySharedViewsMessage(limit.retryAfterSeconds));
    const { shareId } = request.params;
    const found = SHARE_ID.test(shareId) ? await lists.shared(shareId) : undefined;
    return found ?? reply.code(404).send({ message: NOT_SHARED_MESSAGE });
  });
}, { name: 'lists-routes', dependencies: ['database', 'auth', 'rate-limits'], encapsulate: true });
