import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_IDS } from '../../../tools/fixtures/index.js';
import { startFakeUpstream, type FakeUpstream } from '../../../tools/fake-upstream.js';
import { jsonDepthWithin } from '../../../server/games/upstream/json-depth.js';
import { buildGamesApp, testClock } from './build-games-app.js';

const NOT_FOUND = { message: 'game not found' };
const SERVICE_DOWN = 'The games service is not answering right now. Please try again in a moment.';
/** Inside the demo id range, but not a game the demo catalogue has. */
const MISSING_DEMO_ID = 100_700;
const DEEP_OPEN = '['.repeat(200_000);
const DEEP_CLOSED = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;

describe('game not found, and service bodies that are hostile', () => {
  const cleanup: (FastifyInstance | FakeUpstream)[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(cleanup.splice(0).map((item) => item.close()));
  });

  async function setUp(source: 'freetogame' | 'auto' | 'demo') {
    const fake = await startFakeUpstream();
    const app = await buildGamesApp({ source, freetogameApiUrl: fake.url, now: testClock().now, timeoutMs: 5_000 });
    cleanup.push(app, fake);
    return { fake, app };
  }

  /** The next call to the games service gets this body and status instead. */
  function serviceSends(body: string, status: number, contentType = 'application/json'): void {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(body, { status, headers: { 'content-type': contentType } }));
  }

  it.each([
    ['the error envelope', JSON.stringify({ status: 0, status_message: 'Object not found' }), 'application/json'],
    ['an HTML page', '<html><body>404 Not Found</body></html>', 'text/html'],
    ['an empty body', '', 'application/json'],
    ['other JSON', '{"error":"no such game"}', 'application/json'],
  ])('a 404 from the service for one game, with %s, answers 404 "game not found", not 502', async (_name, body, type) => {
    const { app } = await setUp('freetogame');
    serviceSends(body, 404, type);
    const answer = await app.inject('/api/game?id=999999');
    expect([answer.statusCode, answer.json()]).toEqual([404, NOT_FOUND]);
  });

  it('a 404 without the envelope on a list is the service failing, not an empty list', async () => {
    const { app } = await setUp('freetogame');
    serviceSends('<html><body>404 Not Found</body></html>', 404, 'text/html');
    const answer = await app.inject('/api/games?category=shooter');
    expect([answer.statusCode, answer.json()]).toEqual([502, { message: SERVICE_DOWN }]);
  });

  it('auto: an id in the demo range that the demo catalogue lacks is 404, without asking the service', async () => {
    const { fake, app } = await setUp('auto');
    const answer = await app.inject(`/api/game?id=${MISSING_DEMO_ID}`);
    expect([answer.statusCode, answer.json(), answer.headers['x-catalogue-source']]).toEqual([404, NOT_FOUND, 'demo']);
    expect(fake.requests).toEqual([]);
  });

  it('auto with the service down: an id in the demo range that the demo lacks is still 404', async () => {
    const { fake, app } = await setUp('auto');
    await fake.close();
    const answer = await app.inject(`/api/game?id=${MISSING_DEMO_ID}`);
    expect([answer.statusCode, answer.json()]).toEqual([404, NOT_FOUND]);
  });

  it('demo: an id the demo catalogue lacks is 404', async () => {
    const { app } = await setUp('demo');
    const answer = await app.inject(`/api/game?id=${MISSING_DEMO_ID}`);
    expect([answer.statusCode, answer.json()]).toEqual([404, NOT_FOUND]);
  });

  it.each([
    ['unclosed arrays', DEEP_OPEN],
    ['closed arrays', DEEP_CLOSED],
    ['nested objects', DEEP_OBJECT],
  ])('deeply nested JSON (%s) is a failed call: 502 with a message, never 500', async (_name, body) => {
    const { app } = await setUp('freetogame');
    serviceSends(body, 200);
    serviceSends(body, 200);
    const list = await app.inject('/api/games');
    const detail = await app.inject(`/api/game?id=${FIXTURE_IDS.pcGame}`);
    for (const answer of [list, detail]) expect([answer.statusCode, answer.json()]).toEqual([502, { message: SERVICE_DOWN }]);
  });

  it('auto: deeply nested JSON from the service falls back to the demo catalogue', async () => {
    const { app } = await setUp('auto');
    serviceSends(DEEP_CLOSED, 200);
    const list = await app.inject('/api/games');
    expect([list.statusCode, list.headers['x-catalogue-source']]).toEqual([200, 'demo']);
    expect(list.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('counts nesting outside strings only, escaped quotes included', () => {
    expect(jsonDepthWithin('[{"a":"[[[[{{{{"},{"b":[1]}]', 3)).toBe(true);
    expect(jsonDepthWithin('["\\"[[[[", "\\\\"]', 1)).toBe(true);
    expect(jsonDepthWithin('[[[1]]]', 2)).toBe(false);
    expect(jsonDepthWithin('[[[1]]]', 3)).toBe(true);
  });

  it('serves real payloads, which nest only a few levels', async () => {
    const { app } = await setUp('freetogame');
    const [list, detail] = [await app.inject('/api/games'), await app.inject(`/api/game?id=${FIXTURE_IDS.pcGame}`)];
    expect([list.statusCode, detail.statusCode]).toEqual([200, 200]);
  });
});
