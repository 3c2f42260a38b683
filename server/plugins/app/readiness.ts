/**
 * What `/readyz` asks: each plugin that holds a connection (the database, Redis) adds a named
 * check, and readiness runs them all, each within a bound, so a hung connection reads as "does
 * not answer" instead of holding the probe.
 */
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export interface Readiness {
  /** Registers a check that resolves while `name` answers and rejects (or hangs) while it does not. */
  add(name: string, check: () => Promise<unknown>): void;
  /** The names of the checks that failed or took longer than `boundMs`, in the order they were added. */
  failing(boundMs: number): Promise<string[]>;
}

function within<T>(promise: Promise<T>, boundMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), boundMs);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function createReadiness(): Readiness {
  const checks: { name: string; check: () => Promise<unknown> }[] = [];
  return {
    add: (name, check) => void checks.push({ name, check }),
    async failing(boundMs) {
      const outcomes = await Promise.allSettled(checks.map(({ check }) => within(Promise.resolve().then(check), boundMs)));
      return checks.filter((_check, index) => outcomes[index]?.status === 'rejected').map(({ name }) => name);
    },
  };
}

export const readinessPlugin = fp(
  async (app) => {
    app.decorate('readiness', createReadiness());
  },
  { name: 'readiness' },
);
