import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_IDS } from '../../../tools/fixtures/index.js';
import { startFakeUpstream, type FakeUpstream } from '../../../tools/fake-upstream.js';
import { buildGamesApp, testClock, type BuildOptions } from './build-games-app.js';

const MINUTE = 60_000;
/** The flood that once emptied the shared cache: more distinct ids than it had entries. */
const FLOOD = 1_055;
const FIRST_FLOOD_ID = 200_000;

describe('the games cache under a flood of distinct game ids', () => {
  const cleanup: (FastifyInstance | FakeUpstream)[] = [];
  afterEach(async () => {
    await Promise.all(cleanup.splice(0).map((item) => item.close()));
  });

  // No test here but the hang leg waits out a timeout, so the rest keep the server's default: a
  // 300 ms bound once turned the very first full list into a 502 on a busy CI machine.
  async function setUp(options: Partial<BuildOptions> = {}) {
    const fake = await startFakeUpstream();
    const clock = testClock();
    const app = await buildGamesApp({ freetogameApiUrl: fake.url, now: clock.now, ...options });
    cleanup.push(app, fake);
    const detailCalls = (): number => fake.requests.filter((request) => request.path === '/api/game').length;
    return { fake, clock, app, detailCalls };
  }

  it('answers ids missing from a recent full list with 404 locally, without calling the service', async () => {
    const { app, detailCalls } = await setUp({ visitorUpstreamCalls: 20 });
    expect((await app.inject('/api/games')).statusCode).toBe(200);
    for (let index = 0; index < FLOOD; index += 1) {
      const missing = await app.inject(`/api/game?id=${FIRST_FLOOD_ID + index}`);
      expect([missing.statusCode, missing.json()], `id ${FIRST_FLOOD_ID + index}`).toEqual([404, { message: 'game not found' }]);
    }
    expect(detailCalls()).toBe(0);
    // An id the list does hold still comes from the service.
    expect((await app.inject(`/api/game?id=${FIXTURE_IDS.pcGame}`)).statusCode).toBe(200);
    expect(detailCalls()).toBe(1);
  });

  it('asks the service again once the full list is older than an hour', async () => {
    const { clock, app, detailCalls } = await setUp();
    await app.inject('/api/games');
    clock.advance(61 * MINUTE);
    expect((await app.inject(`/api/game?id=${FIRST_FLOOD_ID}`)).statusCode).toBe(404);
    expect(detailCalls()).toBe(1);
  });

  it('keeps every list through 1,055 distinct details, and serves them stale while the service hangs', async () => {
    // 1,055 calls in a row through the real-time rate gate: a wait of 300 ms could run out on a busy
    // machine (a 503 for busy), which is not what this test is about. While the service hangs, each
    // stale answer comes once that wait is over, so the test gets more than the default 5 s.
    const { fake, clock, app, detailCalls } = await setUp({ timeoutMs: 1_000 });
    const lists = ['/api/games', '/api/games?platform=pc', '/api/games?category=shooter&sort-by=alphabetical'];
    const first = new Map<string, string>();
    for (const url of lists) first.set(url, (await app.inject(url)).body);
    // Past the hour, the full list no longer vouches for ids: every flood id reaches the service.
    clock.advance(61 * MINUTE);
    for (let index = 0; index < FLOOD; index += 1) {
      // From many addresses, as a botnet would, so no per-address limit stops the flood early.
      const remoteAddress = `10.1.${Math.floor(index / 250)}.${index % 250}`;
      expect((await app.inject({ url: `/api/game?id=${FIRST_FLOOD_ID + index}`, remoteAddress })).statusCode).toBe(404);
    }
    expect(detailCalls()).toBe(FLOOD);
    fake.setMode('hang');
    for (const url of lists) {
      const stale = await app.inject(url);
      expect([stale.statusCode, stale.headers['x-cache'], stale.body], url).toEqual([200, 'stale', first.get(url)]);
    }
  }, 20_000);

  it('limits the service calls one address may cause; others are still served', async () => {
    const { app, detailCalls } = await setUp({ visitorUpstreamCalls: 20, visitorWindowSeconds: 60 });
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      statuses.push((await app.inject({ url: `/api/game?id=${FIRST_FLOOD_ID + index}`, remoteAddress: '10.9.9.9' })).statusCode);
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(detailCalls()).toBe(20);
    const refused = await app.inject({ url: `/api/game?id=${FIRST_FLOOD_ID + 99}`, remoteAddress: '10.9.9.9' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/wait a few seconds/);
    // A cached response costs nothing, and another visitor has a budget of its own.
    expect((await app.inject({ url: `/api/game?id=${FIRST_FLOOD_ID}`, remoteAddress: '10.9.9.9' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/games?platform=browser', remoteAddress: '10.8.8.8' })).statusCode).toBe(200);
  });
});
