/**
 * The diary routes (docs/architecture.md, "The diary"): GET /user/diary?since=CURSOR, PUT and
 * DELETE /user/diary/:entryId and POST /user/diary/batch. Every one needs a valid Bearer token of
 * an existing user (401); bodies are checked with the contract's rules (400 with field errors)
 * before the per-user limits count them (429 with Retry-After). A put's game must be in the
 * catalogue index; while no catalogue can be read at all the write is refused with 503 and
 * Retry-After, and the device keeps it in its outbox and sends it again later (nothing is stored
 * unchecked, nothing is lost). An entry id is the person's own: another person's id names nothing
 * of theirs (a delete answers 404; a put makes an entry of one's own).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PATHS } from '../../../src/contract/api.js';
import { DIARY_LIMITS, diaryIdErrors, validateDiaryDelete, validateDiaryOp, validateDiaryPut, type DiaryEntry, type DiaryOp } from '../../../src/contract/diary.js';
import { DiaryRefusal } from '../../db/diary-repository.js';
import { createKnownGames } from '../../games/catalogue-index/known-games.js';
import { tooManyDiaryMessage } from '../../security/rate-limits.js';
import { BATCH_BODY_LIMIT_BYTES } from './library.js';
import { applyBatch, applyOneOp, batchBodySchema, type BatchBody, type OpWrites } from './op-writes.js';
import { answerPage } from './page-reply.js';
import { invalidBody } from './replies.js';
import { requireSignedIn } from './signed-in.js';

const DIARY_MESSAGES = {
  unknownGame: 'There is no game with this id in the catalogue.',
  noCatalogue: 'The games catalogue cannot be read just now, so the entry\'s game cannot be checked. Your device keeps the entry and sends it again shortly.',
} as const;

/** How long a client waits before sending again while the catalogue cannot be read. */
const NO_CATALOGUE_RETRY_SECONDS = 30;

export const diaryRoutes = fp(async (app: FastifyInstance) => {
  const { diary } = app;
  const knownGames = createKnownGames(app.catalogueIndex);
  requireSignedIn(app);

  /**
   * The writes of one request, whose puts' games are checked against the catalogue read once for
   * it; undefined, with a 503 sent, while no catalogue can be read at all.
   */
  async function writesFor(reply: FastifyReply, ops: readonly DiaryOp[]): Promise<OpWrites<DiaryOp, { status: 200; entry: DiaryEntry }> | undefined> {
    const known = ops.some((op) => op.op === 'put') ? await knownGames.ids() : new Set<number>();
    if (!known) {
      await reply.code(503).header('retry-after', String(NO_CATALOGUE_RETRY_SECONDS)).send({ message: DIARY_MESSAGES.noCatalogue });
      return undefined;
    }
    return {
      async apply(userId, op) {
        if (op.op === 'put' && !known.has(op.game_id)) throw new DiaryRefusal(400, DIARY_MESSAGES.unknownGame, 'game_id');
        return { status: 200, entry: await diary.apply(userId, op) };
      },
      limit: app.rateLimits.diaryWrites,
      tooManyMessage: (seconds) => tooManyDiaryMessage('changes to', seconds),
      refusal: (error) => (error instanceof DiaryRefusal ? { status: error.status, message: error.message, ...(error.field ? { errors: [{ field: error.field, message: error.message }] } : {}) } : undefined),
    };
  }

  const applyOne = (request: FastifyRequest, reply: FastifyReply, op: DiaryOp) => applyOneOp(app, request, reply, request.userId, op, writesFor, (done) => done.entry);

  app.get<{ Querystring: { since?: unknown } }>(API_PATHS.diary, (request, reply) =>
    answerPage(request, reply, request.userId, {
      limit: app.rateLimits.diaryReads,
      tooManyMessage: (seconds) => tooManyDiaryMessage('reads of', seconds),
      page: async (userId, since) => JSON.stringify(await diary.list(userId, since)),
    }));

  app.put<{ Params: { entryId: string } }>(`${API_PATHS.diary}/:entryId`, async (request, reply) => {
    const checked = validateDiaryPut(request.body, Date.now());
    const errors = [...diaryIdErrors(request.params.entryId), ...(checked.ok ? [] : checked.errors)];
    if (!checked.ok || errors.length > 0) return invalidBody(reply, errors);
    return applyOne(request, reply, { op: 'put', id: request.params.entryId, ...checked.value });
  });

  app.delete<{ Params: { entryId: string } }>(`${API_PATHS.diary}/:entryId`, async (request, reply) => {
    const checked = validateDiaryDelete(request.query);
    const errors = [...diaryIdErrors(request.params.entryId), ...(checked.ok ? [] : checked.errors)];
    if (!checked.ok || errors.length > 0) return invalidBody(reply, errors);
    return applyOne(request, reply, { op: 'delete', id: request.params.entryId, ...checked.value });
  });

  app.post<{ Body: BatchBody }>(API_PATHS.diaryBatch, { bodyLimit: BATCH_BODY_LIMIT_BYTES, ...batchBodySchema(DIARY_LIMITS.opsPerBatch) }, (request, reply) => {
    const now = Date.now();
    return applyBatch(app, request, reply, request.userId, { validate: (raw) => validateDiaryOp(raw, now), fieldErrors: true }, writesFor);
  });
}, { name: 'diary-routes', dependencies: ['database', 'auth', 'rate-limits', 'catalogue-index'], encapsulate: true });
