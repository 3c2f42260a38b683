/**
 * Slowloris from one host: 1,000 connections from 127.0.0.1 that send half a request and hold it.
 * Past the per-address cap (100) they are closed at once, and /healthz, asked from another address
 * (127.0.0.2), keeps answering within 100 ms.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthFrom, slowConnections, type SlowAttack } from '../../scripts/slow-connections.js';
import { removeTempDirs } from '../server/helpers/temp-dir.js';
import { buildTestApp, testConfig } from '../server/helpers/test-app.js';

const HEALTH_CHECKS = 20;
const HEALTH_LIMIT_MS = 100;

describe('1,000 slow connections from one address', () => {
  let app: FastifyInstance;
  let port: number;
  let attack: SlowAttack | undefined;

  beforeAll(async () => {
    app = buildTestApp(testConfig());
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    attack?.release();
    await app.close();
    removeTempDirs();
  });

  it('are held to 100 at once, and /healthz from another address answers within 100 ms', async () => {
    // A running server has answered before: the first request's one-off costs are not the attack's.
    expect((await healthFrom(port, '127.0.0.2')).status).toBe(200);
    attack = await slowConnections(port, 1_000, HEALTH_CHECKS);
    expect(attack.held).toBeLessThanOrEqual(100);
    expect(attack.held).toBeGreaterThan(0);
    const { checks } = attack;
    expect(checks.map((check) => check.status)).toEqual(Array(HEALTH_CHECKS).fill(200));
    // On this shared 2-core machine the scheduler alone can delay a reply past 100 ms now and then,
    // whatever the server does: 18 of 20 within the limit, none past a second (the soak's leg is strict).
    const slow = checks.filter((check) => check.ms >= HEALTH_LIMIT_MS);
    expect(slow.length, `slow checks: ${slow.map((check) => Math.round(check.ms)).join(', ')} ms`).toBeLessThanOrEqual(2);
    expect(Math.max(...checks.map((check) => check.ms))).toBeLessThan(1_000);
  }, 30_000);
});
