/**
 * The app's one error handler and its not-found response: every error body is JSON with a `message` a
 * person can read. 4xx keep their meaning; 5xx are logged with their context and answered with a
 * generic message, so no stack trace, SQL or internal detail ever reaches a client.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { formatBytes } from '../../../src/contract/format-bytes.js';
import { SECURITY_HEADER_LINES, setSecurityHeaders } from '../external/helmet.js';
import { sendPageNotFound, wantsPage } from './page-not-found.js';
import { logLineWhenSent, noteOnRequestLine, type RequestLineLevel } from './request-log.js';

export const BODY_LIMIT_BYTES = 16 * 1024;
/** Node's own limit on a request's headers (its default, --max-http-header-size). */
const HEADERS_LIMIT_BYTES = 16 * 1024;

export const ERROR_MESSAGES = {
  tooLarge: `The request body is too large: the limit is ${formatBytes(BODY_LIMIT_BYTES)}.`,
  notJsonContentType: 'Send the request body as JSON, with the header Content-Type: application/json.',
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty; send a JSON object.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  badUrl: 'This address is not valid: it has a broken percent-encoding (such as %E0%A4%A).',
  unroutable: 'This address could not be read: a part of it is too long or malformed.',
  duplicateHost: 'The request has more than one Host header.',
  notHttp: 'This request is not valid HTTP.',
  tooSlow: 'The request took too long to arrive.',
  headersTooLarge: `The request headers are too large: the limit is ${formatBytes(HEADERS_LIMIT_BYTES)}.`,
} as const;

// Fastify's own request errors, re-worded for people; a body that is not JSON is refused
// as any other bad body is (400, not 415), so a client reads every refused body the same way.
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: ERROR_MESSAGES.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, message: ERROR_MESSAGES.notJsonContentType },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: ERROR_MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: ERROR_MESSAGES.emptyJson },
};

/**
 * A body a route's schema refused before its handler ran: 400 with the failing fields, the shape of
 * every other 400 of the user routes (`{message, errors: [{field, message}]}`).
 */
export class BodyRefusedError extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: ReadonlyArray<{ field: string; message: string }>) {
    super(errors.map((error) => error.message).join(' '));
    this.name = 'BodyRefusedError';
  }
}

/** Registers the error handler and the JSON 404 for the whole app. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
    // Node keeps the first of two Host headers; a proxy in front may have read the other one.
    app.addHook('onRequest', async (request, reply) => {
      const hosts = request.raw.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === 'host').length;
      if (hosts > 1) {
        // This hook may run before helmet's: the answer carries the same headers as every other.
        setSecurityHeaders(request, reply);
        noteOnRequestLine(request, { refused: 'duplicate host' });
        return reply.code(400).send({ message: ERROR_MESSAGES.duplicateHost });
      }
    });
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (wantsPage(request, path)) return sendPageNotFound(request, reply, path);
      const shown = path.length > 100 ? `${path.slice(0, 100)}…` : path;
      return reply.code(404).send({ message: `Nothing here: ${request.method} ${shown} does not exist.` });
    });
  },
  { name: 'error-handler' },
);

/**
 * Fastify's own errors before routing (a URL it cannot decode): answered like every other error,
 * with our security headers and log line (the request hooks and logging never run for them) and
 * without echoing the path.
 */
export function frameworkErrorsFor(lineLevel: RequestLineLevel) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(request, reply);
    noteOnRequestLine(request, { refused: error.code });
    logLineWhenSent(request, reply, lineLevel);
    const message = error.code === 'FST_ERR_BAD_URL' ? ERROR_MESSAGES.badUrl : ERROR_MESSAGES.unroutable;
    // Fastify calls this for its effect on the reply; the reply (a thenable) is not returned.
    void reply.code(400).type('application/json').send({ message });
  };
}

const PARSER_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: ERROR_MESSAGES.tooSlow },
  HPE_HEADER_OVERFLOW: { status: 431, message: ERROR_MESSAGES.headersTooLarge },
};

/**
 * The HTTP parser's refusals (not HTTP, headers past 16 KB, too slow), written to the socket before
 * any request exists (Fastify's clientErrorHandler): the house JSON with our security headers and
 * one log line, as every other answer has.
 */
export function clientErrors(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = PARSER_ERRORS[error.code ?? ''] ?? { status: 400, message: ERROR_MESSAGES.notHttp };
  this.log.info({ ip: socket.remoteAddress, status, refused: error.code ?? 'client error' }, 'request');
  if (socket.writable) {
    const body = JSON.stringify({ message });
    const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`, 'Content-Type: application/json; charset=utf-8', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close', ...SECURITY_HEADER_LINES];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  // A JSON syntax error from the body parser may arrive without Fastify's code.
  const status = known?.status ?? (error instanceof SyntaxError ? 400 : error.statusCode ?? 500);
  if (status >= 500 || status < 400) {
    request.log.error({ err: error, method: request.method, route: request.routeOptions.url }, 'request failed');
    return reply.code(status >= 500 && status < 600 ? status : 500).type('application/json').send({ message: ERROR_MESSAGES.internal });
  }
  noteOnRequestLine(request, { refused: error.code ?? error.name });
  const message = known?.message ?? (error instanceof SyntaxError ? ERROR_MESSAGES.invalidJson : error.message);
  return reply.code(status).type('application/json').send({ message, ...(error instanceof BodyRefusedError ? { errors: error.errors } : {}) });
}
