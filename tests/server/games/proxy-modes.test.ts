import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_IDS } from '../../../tools/fixtures/index.js';
import { startFakeUpstream, type FakeMode, type FakeUpstream } from '../../../tools/fake-upstream.js';
import { buildGamesApp, testClock, unsafeUrls, type TestClock } from './build-games-app.js';

const MINUTE = 60_000;
const SERVICE_DOWN = 'The games service is not answering right now. Please try again in a moment.';
const LIST = '/api/games?category=shooter';
const DETAIL = `/api/game?id=${FIXTURE_IDS.pcGame}`;
/** Modes in which the service gives nothing usable. */
const BROKEN: FakeMode[] = ['error-500', 'html', 'hang', 'truncated', 'wrong-shape', 'oversize'];
const ALL_MODES: FakeMode[] = ['normal', 'error-404', ...BROKEN, 'javascript-urls'];

describe('the games proxy when the games service misbehaves', () => {
  let fake: FakeUpstream;
  let app: FastifyInstance;
  let clock: TestClock;

  beforeAll(async () => {
    fake = await startFakeUpstream();
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.reset();
    clock = testClock();
    // A short timeout so 'hang' costs little; long enough that 'oversize' fails on size, not time.
    // No back-off after a failure (cache.test.ts has it), so each request here meets the mode itself.
    app = await buildGamesApp({ freetogameApiUrl: fake.url, timeoutMs: 400, now: clock.now, liveRetryMs: 0 });
  });
  afterEach(() => app.close());

  it.each(BROKEN)('%s with nothing cached: 502 with a message a person can read', async (mode) => {
    fake.setMode(mode);
    for (const url of [LIST, DETAIL]) {
      const answer = await app.inject(url);
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toEqual({ message: SERVICE_DOWN });
      expect(answer.headers['x-catalogue-source']).toBe('freetogame');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(fake.requests.map((request) => request.path)).toEqual(['/api/games', '/api/game']);
  });

  it.each(BROKEN)('%s after the fresh time: the stale copy, marked X-Cache: stale', async (mode) => {
    const list = await app.inject(LIST);
    const detail = await app.inject(DETAIL);
    expect([list.statusCode, detail.statusCode]).toEqual([200, 200]);
    clock.advance(61 * MINUTE);
    fake.setMode(mode);
    for (const [url, first] of [[LIST, list], [DETAIL, detail]] as const) {
      const stale = await app.inject(url);
      expect(stale.statusCode).toBe(200);
      expect(stale.headers['x-cache']).toBe('stale');
      expect(stale.body).toBe(first.body);
    }
    // It did ask: a stale copy stands in only after the service failed.
    expect(fake.requests).toHaveLength(4);
  });

  it('says a game is not found on the 404 envelope, and remembers it', async () => {
    fake.setMode('error-404');
    const answer = await app.inject(DETAIL);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'game not found' });
    expect((await app.inject(DETAIL)).headers['x-cache']).toBe('hit');
    expect(fake.requests).toHaveLength(1);
  });

  it('reads the "Object not found" envelope on a list as a filter that matched nothing: an empty list', async () => {
    fake.setMode('error-404');
    const empty = await app.inject(LIST);
    expect([empty.statusCode, empty.json()]).toEqual([200, []]);
  });

  it('treats a refused parameter on a list as the service failing: 502 with its own message, stale copy if any', async () => {
    const refusedOnce = vi.spyOn(globalThis, 'fetch');
    refusedOnce.mockResolvedValueOnce(new Response(JSON.stringify({ status: 0, status_message: 'No category found, please check the correct parameters.' }), { status: 404 }));
    const refused = await app.inject(LIST);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/could not give this list/);
    refusedOnce.mockRestore();

    const good = await app.inject(LIST);
    expect(good.statusCode).toBe(200);
    clock.advance(11 * MINUTE);
    const refusedAgain = vi.spyOn(globalThis, 'fetch');
    refusedAgain.mockResolvedValueOnce(new Response(JSON.stringify({ status: 0, status_message: 'No category found, please check the correct parameters.' }), { status: 404 }));
    const stale = await app.inject(LIST);
    refusedAgain.mockRestore();
    expect([stale.statusCode, stale.headers['x-cache'], stale.body]).toEqual([200, 'stale', good.body]);
  });

  it('says "game not found" for a game that disappeared even though an older copy exists', async () => {
    expect((await app.inject(DETAIL)).statusCode).toBe(200);
    clock.advance(61 * MINUTE);
    fake.setMode('error-404');
    const gone = await app.inject(DETAIL);
    expect([gone.statusCode, gone.json()]).toEqual([404, { message: 'game not found' }]);
  });

  it('drops every URL that is not absolute http(s) (javascript:, data:, relative, protocol-relative)', async () => {
    fake.setMode('javascript-urls');
    const list = await app.inject('/api/games');
    const detail = await app.inject(DETAIL);
    expect([list.statusCode, detail.statusCode]).toEqual([200, 200]);
    const games = list.json<Record<string, unknown>[]>();
    expect(games.length).toBeGreaterThan(400);
    expect(unsafeUrls(games)).toEqual([]);
    expect(unsafeUrls(detail.json())).toEqual([]);
    expect(list.body).not.toMatch(/javascript:|data:|vbscript:|file:|ftp:|evil\.example/i);
    // Nothing dangerous survived, so there is no thumbnail and no link to show.
    expect(games.every((game) => !('thumbnail' in game) && !('game_url' in game))).toBe(true);
    expect(detail.json().screenshots).toEqual([]);
  });

  it('never answers a 5xx other than 502 or 503, and every error has a message', async () => {
    const urls = ['/api/games', '/api/games?platform=browser&sort-by=alphabetical', DETAIL, `/api/game?id=${FIXTURE_IDS.removedGame}`, `/thumbnails/${FIXTURE_IDS.pcGame}`];
    for (const mode of ALL_MODES) {
      fake.setMode(mode);
      for (const url of urls) {
        const answer = await app.inject(url);
        if (answer.statusCode >= 500) expect([502, 503], `${mode} ${url}`).toContain(answer.statusCode);
        if (answer.statusCode >= 400) expect(typeof answer.json().message, `${mode} ${url}`).toBe('string');
        if (answer.headers['content-type']?.toString().startsWith('application/json')) expect(unsafeUrls(answer.json())).toEqual([]);
      }
      clock.advance(2 * 60 * MINUTE);
    }
  });
});

describe('the upstream body cap', () => {
  it('abandons an answer past 5 MB instead of reading it (the oversize body would otherwise parse)', async () => {
    const fake = await startFakeUpstream();
    const logLines: string[] = [];
    const app = await buildGamesApp({ freetogameApiUrl: fake.url, timeoutMs: 10_000, logLines });
    try {
      fake.setMode('oversize');
      const answer = await app.inject('/api/games');
      expect(answer.statusCode).toBe(502);
      expect(logLines.join('\n')).toMatch(/body larger than 5242880 bytes/);
      // A smaller cap also applies: the normal 200 KB list is refused when the cap is 100 KB.
      const small = await buildGamesApp({ freetogameApiUrl: fake.url, maxUpstreamBytes: 100_000, liveRetryMs: 0 });
      fake.setMode('normal');
      expect((await small.inject('/api/games')).statusCode).toBe(502);
      expect((await small.inject('/api/games?platform=browser')).statusCode).toBe(200);
      await small.close();
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
