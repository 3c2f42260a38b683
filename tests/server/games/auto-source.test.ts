import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_FIRST_ID } from '../../../server/games/demo/demo-catalogue.js';
import { FIXTURE_IDS } from '../../../tools/fixtures/index.js';
import { startFakeUpstream, type FakeUpstream } from '../../../tools/fake-upstream.js';
import { buildGamesApp, testClock } from './build-games-app.js';

const MINUTE = 60_000;

describe('GAMES_SOURCE=auto', () => {
  const cleanup: (FastifyInstance | FakeUpstream)[] = [];
  afterEach(async () => {
    await Promise.all(cleanup.splice(0).map((item) => item.close()));
  });

  // No test here waits on a hanging service through this timeout: it only has to outlast a busy machine.
  async function setUp(liveRetryMs = 30_000) {
    const fake = await startFakeUpstream();
    const clock = testClock();
    const app = await buildGamesApp({ source: 'auto', freetogameApiUrl: fake.url, now: clock.now, liveRetryMs, timeoutMs: 5_000 });
    cleanup.push(app, fake);
    return { fake, clock, app };
  }

  it('answers from the live service while it answers', async () => {
    const { app } = await setUp();
    const answer = await app.inject('/api/games');
    expect([answer.statusCode, answer.headers['x-catalogue-source']]).toEqual([200, 'freetogame']);
    expect(answer.json<{ id: number }[]>().some((game) => game.id === FIXTURE_IDS.pcGame)).toBe(true);
  });

  it('falls back to the demo catalogue when the live service cannot be reached', async () => {
    const { fake, app } = await setUp();
    await fake.close();
    const list = await app.inject('/api/games?category=zombie');
    expect([list.statusCode, list.headers['x-catalogue-source']]).toEqual([200, 'demo']);
    const games = list.json<{ id: number; thumbnail: string }[]>();
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((game) => game.id >= DEMO_FIRST_ID)).toBe(true);
    const first = games[0];
    const detail = await app.inject(`/api/game?id=${first?.id}`);
    expect([detail.statusCode, detail.headers['x-catalogue-source']]).toEqual([200, 'demo']);
    const thumbnail = await app.inject(String(first?.thumbnail));
    expect([thumbnail.statusCode, thumbnail.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
  });

  it('does not pretend a live game is missing: 502 when neither live nor demo knows the id', async () => {
    const { fake, app } = await setUp();
    await fake.close();
    const answer = await app.inject(`/api/game?id=${FIXTURE_IDS.pcGame}`);
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toMatch(/not answering/);
  });

  it('backs off after a failure, then checks the live service again in the background', async () => {
    const { fake, clock, app } = await setUp(30_000);
    fake.setMode('error-500');
    expect((await app.inject('/api/games')).headers['x-catalogue-source']).toBe('demo');
    expect((await app.inject('/api/games?platform=pc')).headers['x-catalogue-source']).toBe('demo');
    expect(fake.requests).toHaveLength(1);
    fake.setMode('normal');
    clock.advance(29_000);
    expect((await app.inject('/api/games?platform=browser')).headers['x-catalogue-source']).toBe('demo');
    expect(fake.requests).toHaveLength(1);
    clock.advance(2000);
    // This answer does not wait for the check; the check then brings live data back.
    expect((await app.inject('/api/games')).headers['x-catalogue-source']).toBe('demo');
    await vi.waitFor(async () => {
      expect((await app.inject('/api/games')).headers['x-catalogue-source']).toBe('freetogame');
    }, { timeout: 5000, interval: 20 });
    expect(fake.requests).toHaveLength(2);
  });

  it('never makes a visitor wait on a live service that hangs once it has failed', async () => {
    const fake = await startFakeUpstream();
    const clock = testClock();
    // A timeout longer than the test: any request waiting on the hanging service would fail the test.
    const app = await buildGamesApp({ source: 'auto', freetogameApiUrl: fake.url, now: clock.now, timeoutMs: 10 * MINUTE });
    cleanup.push(app, fake);
    fake.setMode('error-500');
    expect((await app.inject('/api/games')).headers['x-catalogue-source']).toBe('demo');
    fake.setMode('hang');
    clock.advance(31_000);
    for (const url of ['/api/games', '/api/games?platform=pc', '/api/games']) {
      expect((await app.inject(url)).headers['x-catalogue-source']).toBe('demo');
    }
    expect(fake.requests).toHaveLength(2);
  });

  it('prefers a stale live copy to demo data while the live service fails', async () => {
    const { fake, clock, app } = await setUp();
    const live = await app.inject('/api/games?platform=browser');
    clock.advance(11 * MINUTE);
    fake.setMode('hang');
    const stale = await app.inject('/api/games?platform=browser');
    expect([stale.headers['x-catalogue-source'], stale.headers['x-cache'], stale.body]).toEqual(['freetogame', 'stale', live.body]);
  });

  it('answers demo ids from the demo catalogue without asking the live service', async () => {
    const { fake, app } = await setUp();
    const answer = await app.inject(`/api/game?id=${DEMO_FIRST_ID}`);
    expect([answer.statusCode, answer.headers['x-catalogue-source']]).toEqual([200, 'demo']);
    expect(fake.requests).toEqual([]);
  });
});
