/**
 * Live changes (docs/architecture.md, "Live changes"): decorates `live` (this copy's hub and the
 * relay between copies: Redis pub/sub with REDIS_URL, in-process without) and announces each
 * library write that succeeded to the writer's other devices. The stream itself is
 * routes/user/events.ts.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { API_PATHS } from '../../../src/contract/api.js';
import { DEVICE_HEADER, DEVICE_ID, type LiveChangeKind } from '../../../src/contract/live-events.js';
import { createChangeHub, DEFAULT_LIVE_LIMITS, type ChangeHub, type LiveLimits } from '../../live/change-hub.js';
import { localRelay, redisRelay, type ChangeRelay } from '../../live/change-relay.js';
import { DEFAULT_STREAM_WRITER, type StreamWriterOptions } from '../../live/stream-writer.js';

declare module 'fastify' {
  interface FastifyInstance {
    live: { hub: ChangeHub; relay: ChangeRelay; heartbeatMs: number; streamWriter: StreamWriterOptions };
  }
}

export interface LiveEventsOptions {
  redisUrl?: string;
  /** Put instead of the default Redis channel name (tests keep runs apart). */
  channel?: string;
  limits?: Partial<LiveLimits>;
  /** How often an idle stream gets a comment, so proxies and clients see it is alive. */
  heartbeatMs?: number;
  /** How a burst of events folds into one, and how much a reader may leave unread. */
  streamWriter?: Partial<StreamWriterOptions>;
}

/** The device id a request names, when it names a well-formed one. */
export function deviceOf(request: FastifyRequest): string | undefined {
  const value = request.headers[DEVICE_HEADER];
  return typeof value === 'string' && DEVICE_ID.test(value) ? value : undefined;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);

/** What a successful write changed, for the person's other devices; undefined for anything else. */
function writeKind(request: FastifyRequest): LiveChangeKind | undefined {
  const route = request.routeOptions.url ?? '';
  if (!WRITE_METHODS.has(request.method)) return undefined;
  if (route === API_PATHS.libraryBatch || route === `${API_PATHS.library}/:gameId`) return 'library';
  if (route === API_PATHS.diaryBatch || route === `${API_PATHS.diary}/:entryId`) return 'diary';
  return route.startsWith(`${API_PATHS.lists}/`) ? 'lists' : undefined;
}

export const liveEventsPlugin = fp<LiveEventsOptions>(
  async (app, options) => {
    const hub = createChangeHub({ ...DEFAULT_LIVE_LIMITS, ...options.limits });
    const relay = options.redisUrl
      ? await redisRelay({ url: options.redisUrl, channel: options.channel, deliver: hub.deliver, onError: (error) => app.log.warn({ err: error }, 'Redis live changes relay failed') })
      : localRelay(hub.deliver);
    app.decorate('live', { hub, relay, heartbeatMs: options.heartbeatMs ?? 25_000, streamWriter: { ...DEFAULT_STREAM_WRITER, ...options.streamWriter } });

    app.addHook('onResponse', async (request, reply) => {
      const kind = reply.statusCode === 200 ? writeKind(request) : undefined;
      if (!kind) return;
      // The write's own check was cached a moment ago: this costs no signature check.
      const session = await app.sessions.check(request.headers.authorization);
      if (session.ok) relay.publish({ userId: session.userId, device: deviceOf(request), ...(kind === 'library' ? {} : { kind }) });
    });
    // Open streams would hold the server open: they end first, and the client comes back to another copy.
    app.addHook('preClose', async () => {
      for (const stream of [...hub.streams()]) stream.close();
    });
    app.addHook('onClose', async () => relay.close());
  },
  { name: 'live-events', dependencies: ['auth'] },
);
