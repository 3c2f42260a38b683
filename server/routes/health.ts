import fp from 'fastify-plugin';
import { API_PATHS } from '../../src/contract/api.js';

/** GET /healthz: 200 {status:"ok"} while the server answers (for load balancers and scripts). */
export const healthPlugin = fp(
  async (app) => {
    app.get(API_PATHS.health, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    });
  },
  { name: 'health', encapsulate: true },
);
