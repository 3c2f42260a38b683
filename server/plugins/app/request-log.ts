/**
 * One log line per request instead of Fastify's two ("incoming request" and "request completed";
 * 250,000 requests made 121 MB of logs): method, URL without credentials, client address, status
 * and time, plus what the handlers noted about it (a refusal's code, "account created"). Written
 * when the answer has gone, for every answer, the router's own 400s included (SECURITY.md, "What is
 * logged"), at `info` where requests are logged (production, LOG_REQUESTS=1) and at `debug` elsewhere,
 * so a person's terminal is not filled with a line per thumbnail.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets wherever they appear (`?token=`, `?api_key=`, `?sig=`). */
const SECRET_PARAMETER = /token|key|secret|pass|auth|sig|session|jwt|code|credential/i;
const REDACTED = '[redacted]';
/** Longer URLs are cut: a log line should not grow with what a client chose to send. */
const URL_LOGGED_CHARS = 1_000;

const notes = new WeakMap<FastifyRequest, Record<string, unknown>>();

/** The level request lines are written at: `info` where requests are logged, `debug` elsewhere. */
export type RequestLineLevel = 'info' | 'debug';

/** Adds fields to the request's one log line (a refusal's code, an event) instead of a line of their own. */
export function noteOnRequestLine(request: FastifyRequest, fields: Record<string, unknown>): void {
  notes.set(request, { ...notes.get(request), ...fields });
}

/**
 * A URL (a path, or the absolute form a proxy-style request sends) fit for a log: `user:pass@`
 * replaced, secret-looking query values replaced, and at most 1,000 characters.
 */
export function loggableUrl(url: string): string {
  const withoutCredentials = url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i, `$1${REDACTED}@`);
  const query = withoutCredentials.indexOf('?');
  let safe = withoutCredentials;
  if (query !== -1) {
    const parts = withoutCredentials.slice(query + 1).split('&').map((part) => {
      const equals = part.indexOf('=');
      const name = equals === -1 ? part : part.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A name that does not decode is checked as it is.
      }
      return equals !== -1 && SECRET_PARAMETER.test(decoded) ? `${name}=${REDACTED}` : part;
    });
    safe = `${withoutCredentials.slice(0, query)}?${parts.join('&')}`;
  }
  return safe.length > URL_LOGGED_CHARS ? `${safe.slice(0, URL_LOGGED_CHARS)}…` : safe;
}

/** The fields of a request's one line. */
function requestLine(request: FastifyRequest, reply: FastifyReply): Record<string, unknown> {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    ip: request.ip,
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
    ...notes.get(request),
  };
}

/** Writes the request's line once its answer has gone: for answers Fastify sends outside its request lifecycle (router errors). */
export function logLineWhenSent(request: FastifyRequest, reply: FastifyReply, level: RequestLineLevel): void {
  reply.raw.once('finish', () => request.log[level](requestLine(request, reply), 'request'));
}

/** Fastify's request logging (its `logController` option), reduced to the one line. */
export class OneLinePerRequest extends LogController {
  constructor(private readonly level: RequestLineLevel) {
    super();
  }

  override incomingRequest(): void {
    // Nothing: the line is written once the answer is known.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) request.log.error({ ...requestLine(request, reply), err: error }, 'request failed while sending');
    else request.log[this.level](requestLine(request, reply), 'request');
  }
}
