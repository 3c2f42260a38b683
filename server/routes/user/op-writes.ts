/**
 * Writing a person's operations, one or a batch of them, the same way for the library, the diary
 * and the lists (docs/architecture.md, "The data layer"): the whole request counts against the
 * person's and the address's write limits (429 with Retry-After), then each operation is applied in
 * order through the store. A refusal the store names (a full library, a missing list) answers that
 * one operation; an account removed meanwhile answers the whole request 401. Every step first asks
 * the one slicer of this process, so many batches at once still leave each turn of the event
 * loop short (SQLite runs each statement synchronously).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { array, size, type, unknown } from 'superstruct';
import { is } from '../../../src/contract/struct-checks.js';
import type { LibraryValidation } from '../../../src/contract/library.js';
import { UnknownUserError } from '../../db/library-repository.js';
import { processSlicer } from '../../event-loop-slices.js';
import type { AccountLimits } from '../../security/account-limits.js';
import { BodyRefusedError } from '../../plugins/app/error-handler.js';
import { SESSION_MESSAGES } from '../../security/session-users.js';
import { unauthorized } from './replies.js';

type FieldErrors = Array<{ field: string; message: string }>;

/** One operation's refusal: its status, the sentence to show, and the failing fields when known. */
interface OpRefusal {
  status: number;
  message: string;
  errors?: FieldErrors;
}

export interface OpWrites<Op, Done extends { status: 200 }> {
  /** Applies one operation for the person; answers the stored result (status 200), or throws. */
  apply(userId: string, op: Op): Promise<Done>;
  /** The person's and the address's write budgets. */
  limit: AccountLimits['libraryWrites'];
  tooManyMessage(retryAfterSeconds: number): string;
  /** The refusal a thrown error stands for, or undefined for an error that is not a refusal. */
  refusal(error: unknown): OpRefusal | undefined;
}

/**
 * Writes made for one request, after a check of the whole request before it is counted (the
 * diary's catalogue); undefined when that check has sent its refusal.
 */
type WritesFor<Op, Done extends { status: 200 }> = (reply: FastifyReply, ops: readonly Op[]) => Promise<OpWrites<Op, Done> | undefined>;

/**
 * Counts the writes, then applies them in order; undefined when a refusal for the whole request
 * (429, or 401 for a person removed meanwhile) has been sent.
 */
async function applyOps<Op, Done extends { status: 200 }>(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: string, ops: readonly Op[], given: OpWrites<Op, Done> | WritesFor<Op, Done>): Promise<Array<Done | OpRefusal> | undefined> {
  if (ops.length === 0) return [];
  const writes = typeof given === 'function' ? await given(reply, ops) : given;
  if (!writes) return undefined;
  const limit = await writes.limit.consume(userId, request.ip, ops.length);
  if (!limit.allowed) {
    await reply.code(429).header('retry-after', String(limit.retryAfterSeconds)).send({ message: writes.tooManyMessage(limit.retryAfterSeconds) });
    return undefined;
  }
  const results: Array<Done | OpRefusal> = [];
  for (const op of ops) {
    await processSlicer.yieldIfDue();
    try {
      results.push(await writes.apply(userId, op));
    } catch (error) {
      const refusal = writes.refusal(error);
      if (refusal) {
        results.push(refusal);
        continue;
      }
      if (!(error instanceof UnknownUserError)) throw error;
      app.sessions.forget(userId);
      await unauthorized(reply, SESSION_MESSAGES.invalid);
      return undefined;
    }
  }
  return results;
}

const isRefusal = (result: { status: number }): result is OpRefusal => result.status !== 200;

/** PUT and DELETE: the stored result (`pick` takes the record out of it), or the one operation's refusal with its status. */
export async function applyOneOp<Op, Done extends { status: 200 }>(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: string, op: Op, writes: OpWrites<Op, Done> | WritesFor<Op, Done>, pick: (done: Done) => unknown) {
  const [result] = (await applyOps(app, request, reply, userId, [op], writes)) ?? [];
  if (!result) return reply;
  if (isRefusal(result)) return reply.code(result.status).send({ message: result.message, ...(result.errors ? { errors: result.errors } : {}) });
  return pick(result);
}

interface BatchShape<Op> {
  /** The contract's check of one operation. */
  validate(raw: unknown): LibraryValidation<Op>;
  /** Whether an operation's 400 in the answer lists its failing fields (the lists' results have no room for them). */
  fieldErrors: boolean;
}

/** A batch's body once its route's schema has let it through. */
export interface BatchBody {
  ops: unknown[];
}

/**
 * The batch route's body schema: `{"ops": [...]}` with at most `maxOps` operations, which Fastify
 * checks before the handler (400 naming `ops` otherwise). Only the top level is checked here: each
 * operation is the contract's to check (superstruct, src/contract/), which answers it in its
 * place in the results while the others apply.
 */
export function batchBodySchema(maxOps: number) {
  const body = type({ ops: size(array(unknown()), 0, maxOps) });
  const refusal = [{ field: 'ops', message: `The body must be {"ops": [...]} with at most ${maxOps} operations.` }];
  return {
    schema: { body },
    validatorCompiler: () => (data: unknown) => (is(data, body) ? true : { error: new BodyRefusedError(refusal) }),
  };
}

/**
 * POST .../batch: `{"ops": [...]}` answered `{"results": [...]}` in the same order, an operation
 * that fails the contract's check answered 400 in its place while the others apply.
 */
export async function applyBatch<Op, Done extends { status: 200 }>(app: FastifyInstance, request: FastifyRequest<{ Body: BatchBody }>, reply: FastifyReply, userId: string, shape: BatchShape<Op>, writes: OpWrites<Op, Done> | WritesFor<Op, Done>) {
  // Checking 100 operations is work too: many batches arriving at once take turns at it.
  await processSlicer.yieldIfDue();
  const checked = request.body.ops.map((raw) => shape.validate(raw));
  const applied = await applyOps(app, request, reply, userId, checked.flatMap((result) => (result.ok ? [result.value] : [])), writes);
  if (!applied) return reply;
  let next = 0;
  const results = checked.map((result): Done | OpRefusal => {
    if (!result.ok) return { status: 400, message: result.errors.map((error) => error.message).join(' '), ...(shape.fieldErrors ? { errors: result.errors } : {}) };
    const stored = applied[next++];
    if (!stored) throw new Error('batch results out of step with its operations');
    return stored;
  });
  return { results };
}
