/**
 * One page of a pull (the library's, the diary's, the lists'): GET ...?since=CURSOR checks the
 * cursor (digits, or `f` and digits for the next page of a full pull; anything else is 400 before
 * the database is asked), counts one read against the person's budget (429 with Retry-After), and
 * sends the page as the JSON text the store made, not parsed and serialised again, compressed when
 * it is large and the client takes brotli or gzip. zlib's async calls run on the thread pool, so a
 * 500-entry page of long notes does not hold the event loop.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, type Encoding } from '../../games/cache/negotiate.js';
import type { AccountLimits } from '../../security/account-limits.js';
import { invalidBody } from './replies.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes a page goes as it is: compressing would save less than it costs. */
const COMPRESS_PAGE_FROM_BYTES = 8 * 1024;
const ENCODINGS: ReadonlySet<Encoding> = new Set(['br', 'gzip', 'identity']);

const CURSOR = /^f?[0-9]{1,15}$/;
const CURSOR_MESSAGE = 'since must be a cursor this server gave: digits, or f and digits.';

interface PageReads {
  /** The person's read budget. */
  limit: AccountLimits['libraryReads'];
  tooManyMessage(retryAfterSeconds: number): string;
  /** The page after `since` (a checked cursor), as JSON text. */
  page(userId: string, since: string | undefined): Promise<string>;
}

/** Answers GET ...?since=CURSOR for the person with one page of `reads`. */
export async function answerPage(request: FastifyRequest<{ Querystring: { since?: unknown } }>, reply: FastifyReply, userId: string, reads: PageReads): Promise<FastifyReply> {
  const { since } = request.query;
  if (since !== undefined && !(typeof since === 'string' && CURSOR.test(since))) return invalidBody(reply, [{ field: 'since', message: CURSOR_MESSAGE }]);
  const limit = await reads.limit.consume(userId, 1);
  if (!limit.allowed) return reply.code(429).header('retry-after', String(limit.retryAfterSeconds)).send({ message: reads.tooManyMessage(limit.retryAfterSeconds) });
  return sendPage(request, reply, await reads.page(userId, since));
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, page: string): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  const encoding = page.length < COMPRESS_PAGE_FROM_BYTES ? 'identity' : pickEncoding(request.headers['accept-encoding'], ENCODINGS);
  if (encoding === 'identity') return reply.send(page);
  // Quality 5 and level 6: most of the saving for a small part of the time of the highest settings.
  const body = encoding === 'br'
    ? await brotliAsync(page, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : await gzipAsync(page, { level: 6 });
  return reply.header('content-encoding', encoding).send(body);
}
