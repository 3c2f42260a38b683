import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_IDS } from '../../../tools/fixtures/index.js';
import { startFakeUpstream, type FakeUpstream } from '../../../tools/fake-upstream.js';
import { buildGamesApp, testClock, type TestClock } from './build-games-app.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DETAIL = `/api/game?id=${FIXTURE_IDS.browserGame}`;

describe('the games cache', () => {
  let fake: FakeUpstream;
  let app: FastifyInstance;
  let clock: TestClock;
  const calls = (path: string): number => fake.requests.filter((request) => request.path === path).length;

  beforeAll(async () => {
    fake = await startFakeUpstream();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.reset();
    clock = testClock();
    app = await buildGamesApp({ freetogameApiUrl: fake.url, now: clock.now });
  });
  afterEach(() => app.close());

  it('keeps a list fresh for 10 minutes, then asks again', async () => {
    expect((await app.inject('/api/games')).headers['x-cache']).toBe('miss');
    clock.advance(10 * MINUTE - SECOND);
    expect((await app.inject('/api/games')).headers['x-cache']).toBe('hit');
    expect(calls('/api/games')).toBe(1);
    clock.advance(2 * SECOND);
    expect((await app.inject('/api/games')).headers['x-cache']).toBe('miss');
    expect(calls('/api/games')).toBe(2);
  });

  it('keeps a detail fresh for an hour, then asks again', async () => {
    await app.inject(DETAIL);
    clock.advance(HOUR - SECOND);
    expect((await app.inject(DETAIL)).headers['x-cache']).toBe('hit');
    clock.advance(2 * SECOND);
    expect((await app.inject(DETAIL)).headers['x-cache']).toBe('miss');
    expect(calls('/api/game')).toBe(2);
  });

  it('serves a stale copy up to 24 hours old when the service fails, then gives up with 502', async () => {
    const first = await app.inject('/api/games?platform=pc');
    fake.setMode('error-500');
    clock.advance(24 * HOUR - SECOND);
    const stale = await app.inject('/api/games?platform=pc');
    expect([stale.statusCode, stale.headers['x-cache'], stale.body]).toEqual([200, 'stale', first.body]);
    clock.advance(2 * SECOND);
    expect((await app.inject('/api/games?platform=pc')).statusCode).toBe(502);
  });

  it('keys lists by their normalised query: parameter order does not matter', async () => {
    const a = await app.inject('/api/games?sort-by=popularity&platform=browser&category=mmorpg');
    const b = await app.inject('/api/games?category=mmorpg&platform=browser&sort-by=popularity');
    expect([a.headers['x-cache'], b.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(b.body).toBe(a.body);
    expect(fake.requests[0]?.query).toEqual({ category: 'mmorpg', platform: 'browser', 'sort-by': 'popularity' });
  });

  it('after a failed call leaves the service alone for 30 s, then asks again for the visitor', async () => {
    fake.setMode('error-500');
    expect((await app.inject('/api/games')).statusCode).toBe(502);
    fake.setMode('normal');
    for (const url of ['/api/games', '/api/games?platform=pc', DETAIL]) expect((await app.inject(url)).statusCode).toBe(502);
    expect(fake.requests).toHaveLength(1);
    clock.advance(30 * SECOND);
    expect((await app.inject('/api/games')).statusCode).toBe(200);
    expect(calls('/api/games')).toBe(2);
    expect((await app.inject(DETAIL)).statusCode).toBe(200);
  });

  it('makes exactly one upstream call for 200 concurrent first requests, list and detail alike', async () => {
    const slow = await startFakeUpstream({ delayMs: 150 });
    const slowApp = await buildGamesApp({ freetogameApiUrl: slow.url });
    try {
      for (const url of ['/api/games?sort-by=release-date', DETAIL]) {
        const answers = await Promise.all(Array.from({ length: 200 }, () => slowApp.inject(url)));
        expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
        expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      }
      expect(slow.requests.map((request) => request.path)).toEqual(['/api/games', '/api/game']);
    } finally {
      await slowApp.close();
      await slow.close();
    }
  });

  it('refreshes an expired entry with one call however many ask at once', async () => {
    await app.inject('/api/games');
    clock.advance(11 * MINUTE);
    await Promise.all(Array.from({ length: 50 }, () => app.inject('/api/games')));
    expect(calls('/api/games')).toBe(2);
  });

  it('is bounded: past its entry limit the least recently used answer is dropped', async () => {
    const small = await buildGamesApp({ freetogameApiUrl: fake.url, now: clock.now, cacheMaxEntries: 2 });
    try {
      for (const url of ['/api/games?platform=pc', '/api/games?platform=browser', '/api/games?platform=all']) await small.inject(url);
      expect((await small.inject('/api/games?platform=all')).headers['x-cache']).toBe('hit');
      expect((await small.inject('/api/games?platform=pc')).headers['x-cache']).toBe('miss');
      expect(calls('/api/games')).toBe(4);
    } finally {
      await small.close();
    }
  });

  it('keeps "game not found" for a while instead of asking for a missing id again and again', async () => {
    const url = `/api/game?id=${FIXTURE_IDS.removedGame}`;
    expect((await app.inject(url)).statusCode).toBe(404);
    expect((await app.inject(url)).statusCode).toBe(404);
    expect(calls('/api/game')).toBe(1);
    clock.advance(11 * MINUTE);
    await app.inject(url);
    expect(calls('/api/game')).toBe(2);
  });
});
