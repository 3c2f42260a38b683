/** Starts a test app on a free port of 127.0.0.1, for tests that need a real socket rather than inject(). */
import type { FastifyInstance } from 'fastify';

export interface Listening {
  /** The app's base URL, e.g. http://127.0.0.1:43121. */
  base: string;
  port: number;
}

export async function listenOnLoopback(app: FastifyInstance): Promise<Listening> {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { base, port: Number(new URL(base).port) };
}
