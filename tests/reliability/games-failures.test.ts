/**
 * The games service failing in every way, seen through the whole app on a real port: each failure
 * is answered (a stale copy, or a 502/404 with a message) well before a client would give up; a
 * warm cache carries the app through a run of failures and is not spoiled by them; and no answer in
 * any mode carries a URL other than http(s).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/games/messages.js';
import { fixtureCatalogue, FIXTURE_IDS } from '../../tools/fixtures/index.js';
import { removeTempDirs } from '../server/helpers/temp-dir.js';
import { buildTestApp, testConfig } from '../server/helpers/test-app.js';
import { startFakeUpstream, type FakeMode, type FakeUpstream } from '../../tools/fake-upstream.js';
import { createHttpClient, jsonOf, messageOf, type HttpClient, type RawAnswer } from './support/http-client.js';
import { unsafeUrlsIn } from './support/url-scan.js';

// Short, but long enough for the list's first compression on a busy 2-core machine.
const UPSTREAM_TIMEOUT_MS = 1_000;
/** A client gives up after this long: far past the upstream timeout, far short of a hang. */
const CLIENT_DEADLINE_MS = 8_000;
const HOUR = 3_600_000;
const FAILING: FakeMode[] = ['error-500', 'html', 'hang', 'truncated', 'wrong-shape', 'oversize'];
const ALL_MODES: FakeMode[] = ['normal', 'error-404', 'javascript-urls', ...FAILING];
const named = new Set<number>(Object.values(FIXTURE_IDS));
/** Games the fake knows that no other test here asks for. */
const unaskedIds = fixtureCatalogue().games.map((game) => game.item.id).filter((id) => !named.has(id)).slice(0, FAILING.length);

describe('the whole app when the games service fails', () => {
  const clock = { ms: Date.UTC(2030, 0, 1) };
  let fake: FakeUpstream;
  let app: FastifyInstance;
  let client: HttpClient;

  beforeAll(async () => {
    fake = await startFakeUpstream();
    const config = testConfig({ gamesSource: 'freetogame', freetogameApiUrl: fake.url });
    // No back-off after a failure (tests/server/games/cache.test.ts has it), so each mode is met as it is.
    app = buildTestApp(config, { now: () => clock.ms, games: { timeoutMs: UPSTREAM_TIMEOUT_MS, upstreamRatePerSecond: 1_000, visitorUpstreamCalls: 100_000, liveRetryMs: 0 } });
    client = createHttpClient(await app.listen({ port: 0, host: '127.0.0.1' }), { timeoutMs: CLIENT_DEADLINE_MS });
  });
  afterAll(async () => {
    client.close();
    await app.close();
    await fake.close();
    removeTempDirs();
  });

  function expectSafe(answer: RawAnswer, label: string) {
    expect(answer.text, label).not.toMatch(/(?:java|vb)script\s*:|data:text\/html|file:\/\//i);
    if (String(answer.headers['content-type']).startsWith('application/json')) expect(unsafeUrlsIn(jsonOf(answer)), label).toEqual([]);
  }

  it.each(FAILING)('%s with nothing cached: 502 and a message, in time, for a list and a detail', async (mode) => {
    fake.setMode(mode);
    // Questions no earlier test asked, so nothing is cached.
    const list = await client.get(`/api/games?category=${['racing', 'sports', 'social', 'zombie', 'fantasy', 'anime'][FAILING.indexOf(mode)]}`);
    const detail = await client.get(`/api/game?id=${unaskedIds[FAILING.indexOf(mode)]}`);
    for (const answer of [list, detail]) {
      expect([answer.status, messageOf(answer)], mode).toEqual([502, MESSAGES.serviceDown]);
      expect(answer.headers['cache-control']).toBe('no-store');
      expectSafe(answer, mode);
    }
  });

  it('the 404 envelope on a detail: 404 "game not found"', async () => {
    fake.setMode('error-404');
    const detail = await client.get(`/api/game?id=${FIXTURE_IDS.removedGame}`);
    expect([detail.status, messageOf(detail)]).toEqual([404, MESSAGES.gameNotFound]);
  });

  it('a warm cache answers through a run of every failure, stale but whole, and is fresh again after', async () => {
    fake.setMode('normal');
    const urls = ['/api/games', '/api/games?platform=browser&sort-by=alphabetical', `/api/game?id=${FIXTURE_IDS.pcGame}`];
    const warm: RawAnswer[] = [];
    for (const url of urls) warm.push(await client.get(url));
    expect(warm.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const mode of FAILING) {
      clock.ms += 2 * HOUR;
      fake.setMode(mode);
      for (const [index, url] of urls.entries()) {
        const answer = await client.get(url);
        expect([answer.status, answer.headers['x-cache']], `${mode} ${url}`).toEqual([200, 'stale']);
        expect(answer.text, `${mode} ${url}`).toBe(warm[index]?.text);
      }
    }
    clock.ms += 2 * HOUR;
    fake.setMode('normal');
    const again = await client.get(urls[0] ?? '');
    expect([again.status, again.headers['x-cache']]).toEqual([200, 'miss']);
  });

  it('never answers with a URL other than http(s), in any mode, for lists, details and thumbnails', async () => {
    const urls = [
      '/api/games', '/api/games?category=shooter', ...Object.values(FIXTURE_IDS).map((id) => `/api/game?id=${id}`), `/thumbnails/${FIXTURE_IDS.pcGame}`,
    ];
    // 'hang' sends no payload to scan (its 502s are checked above).
    const modes = ALL_MODES.filter((mode) => mode !== 'hang');
    let scanned = 0;
    for (const mode of modes) {
      // Every mode meets an empty cache, so its own payload is what gets served.
      clock.ms += 48 * HOUR;
      fake.setMode(mode);
      for (const url of urls) {
        const answer = await client.get(url);
        expect(answer.status, `${mode} ${url}`).not.toBe(500);
        if (answer.status >= 400) expect(messageOf(answer), `${mode} ${url}`).toEqual(expect.any(String));
        expectSafe(answer, `${mode} ${url}`);
        scanned += 1;
      }
    }
    expect(scanned).toBe(modes.length * urls.length);
  }, 60_000);

  it('the javascript-urls mode still lists the games, with the dangerous links dropped', async () => {
    clock.ms += 48 * HOUR;
    fake.setMode('javascript-urls');
    const list = await client.get('/api/games');
    const games = jsonOf(list) as Record<string, unknown>[];
    expect(list.status).toBe(200);
    expect(games.length).toBeGreaterThan(100);
    expect(games.filter((game) => 'game_url' in game || 'thumbnail' in game)).toEqual([]);
  });
});
