import fp from 'fastify-plugin';
import { API_PATHS } from '../../src/contract/api.js';

// A probe waits at most this long for each dependency; load balancers time out at a few seconds.
const READY_CHECK_BOUND_MS = 2_000;

/**
 * GET /healthz: 200 {status:"ok"} while the process answers. GET /readyz: 200 {status:"ready"}
 * while every dependency answers (the database, and Redis where set), else 503 naming what does not.
 */
export const healthPlugin = fp(
  async (app) => {
    app.get(API_PATHS.health, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });
    app.get(API_PATHS.ready, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const failing = await app.readiness.failing(READY_CHECK_BOUND_MS);
      if (failing.length === 0) return { status: 'ready' };
      return reply.code(503).send({ message: `Not ready: ${failing.join(' and ')} ${failing.length > 1 ? 'do' : 'does'} not answer.` });
    });
  },
  { name: 'health', encapsulate: true, dependencies: ['readiness'] },
);
