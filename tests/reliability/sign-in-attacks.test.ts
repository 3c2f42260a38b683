/**
 * The sign-in attacks over real sockets from many loopback addresses, at a scale that fits CI (the
 * soak runs them at full size): 50 guesses at once for one email, and a flood of ten times a
 * scaled-down limit store that must not push the lockout out.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { BuildAppOptions } from '../../server/app.js';
import { guessBurst, postFrom, storeFlood } from '../../scripts/sign-in-attacks.js';
import { removeTempDirs } from '../server/helpers/temp-dir.js';
import { buildTestApp, signupBody, testConfig } from '../server/helpers/test-app.js';

const apps: FastifyInstance[] = [];

async function serve(options: BuildAppOptions = {}) {
  const app = buildTestApp(testConfig(), options);
  apps.push(app);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const body = signupBody();
  expect((await postFrom(origin, '/user/signup', body, '127.0.0.9')).status).toBe(201);
  return { origin, account: { email: body.email, password: body.password } };
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  removeTempDirs();
});

describe('sign-in attacks over real connections', () => {
  it('50 wrong passwords at once from 10 addresses get at most 5 × 401, the rest 429', async () => {
    const { origin, account } = await serve();
    const tally = await guessBurst(origin, account);
    expect(tally[401] ?? 0).toBeLessThanOrEqual(5);
    expect((tally[401] ?? 0) + (tally[429] ?? 0)).toBe(50);
  });

  it('10,000 requests from new addresses against a store of 1,000 windows leave the lockout in place', async () => {
    const { origin, account } = await serve({ rateLimits: { maxWindows: 1_000, signinFailuresGlobal: { limit: 100_000, windowMs: 60_000 } } });
    const { flood, after } = await storeFlood(origin, account, 10_000, 50_000);
    expect((flood[400] ?? 0) + (flood[401] ?? 0) + (flood[429] ?? 0)).toBe(10_000);
    expect(flood[429]).toBeGreaterThan(0);
    expect(after.status).toBe(429);
    expect(after.retryAfter).toBeGreaterThan(60);
  }, 60_000);
});
