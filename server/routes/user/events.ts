/**
 * GET /user/events: a person's live changes as server-sent events (docs/architecture.md, "Live
 * changes"). The Bearer token comes in the Authorization header (401 without a valid one); the
 * stream carries `data: {"kind":"library"}` for each library write from another device of theirs,
 * a comment every heartbeat, and ends when the token expires or the server stops. Past the open
 * streams allowed per person or per address, 429 with Retry-After.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EVENTS_PATH } from '../../../src/contract/live-events.js';
import type { LiveStream } from '../../live/change-hub.js';
import { createStreamWriter } from '../../live/stream-writer.js';
import { deviceOf } from '../../plugins/app/live-events.js';
import { rateLimitAddress } from '../../security/client-address.js';

const EVENTS_MESSAGES = {
  person: 'Too many open Freeplay windows are listening for changes: close one, or changes arrive a little later.',
  address: 'Too many live connections from this address. Changes will arrive a little later.',
} as const;

const RETRY_AFTER_SECONDS = 60;
// setTimeout's longest delay; a token living longer is checked again when that fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The event's kind, which groups a burst of events into one (server/live/stream-writer.ts). */
function kindOf(data: string): string {
  const parsed: unknown = JSON.parse(data);
  return typeof parsed === 'object' && parsed !== null && 'kind' in parsed && typeof parsed.kind === 'string' ? parsed.kind : data;
}

export const eventsRoute = fp(
  async (app: FastifyInstance) => {
    const { hub, heartbeatMs } = app.live;

    app.get(EVENTS_PATH, async (request, reply) => {
      const session = await app.sessions.check(request.headers.authorization);
      if (!session.ok) return reply.code(401).header('www-authenticate', 'Bearer').header('cache-control', 'no-store').send({ message: session.message });
      const raw = reply.raw;
      let ended = false;
      const timers: ReturnType<typeof setTimeout>[] = [];
      const writer = createStreamWriter({ write: (text) => void raw.write(text), bufferedBytes: () => raw.writableLength, end: () => end() }, app.live.streamWriter);
      const stream: LiveStream = {
        userId: session.userId,
        address: rateLimitAddress(request.ip),
        device: deviceOf(request),
        send: (data) => writer.event(kindOf(data), data),
        close: () => end(),
      };
      const attached = hub.attach(stream);
      if (!attached.ok) return reply.code(429).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store').send({ message: EVENTS_MESSAGES[attached.reason] });

      function end(): void {
        if (ended) return;
        ended = true;
        for (const timer of timers) clearTimeout(timer);
        writer.close();
        if (attached.ok) attached.detach();
        raw.end();
      }
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // Proxies such as nginx pass each event on at once instead of buffering the stream.
        'x-accel-buffering': 'no',
      });
      writer.comment('open');
      timers.push(setInterval(() => writer.comment('heartbeat'), heartbeatMs));
      timers.push(setTimeout(end, Math.min(Math.max(session.expiresAt - Date.now(), 0), MAX_TIMER_MS)));
      request.raw.once('close', end);
      raw.once('close', end);
    });
  },
  { name: 'events-route', dependencies: ['auth', 'live-events'], encapsulate: true },
);
