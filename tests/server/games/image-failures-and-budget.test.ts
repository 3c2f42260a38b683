/**
 * What the image proxy costs the games service: a failing picture is fetched once and its failure
 * remembered (10 minutes for a lasting one, 30 s for a temporary one), a flood from one address
 * spends only that address's budget while another is still served, and an unknown thumbnail while
 * the service's list fails charges the visitor and does not ask for the list again each time.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GameDetail, GameListItem } from '../../../src/contract/game.js';
import { FIXTURE_IDS } from '../../../tools/fixtures/index.js';
import { startFakeUpstream, type FakeMode, type FakeUpstream } from '../../../tools/fake-upstream.js';
import { buildGamesApp, testClock, type BuildOptions, type TestClock } from './build-games-app.js';

const MINUTE = 60_000;
const THUMBNAIL = `/thumbnails/${FIXTURE_IDS.pcGame}`;
const imageFetches = (fake: FakeUpstream): number => fake.requests.filter((request) => request.path.startsWith('/g/')).length;
const listCalls = (fake: FakeUpstream): number => fake.requests.filter((request) => request.path === '/api/games').length;

describe('the image proxy against a failing or flooded games service', () => {
  let fake: FakeUpstream;
  let app: FastifyInstance | undefined;
  let clock: TestClock;

  beforeAll(async () => {
    fake = await startFakeUpstream();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    clock = testClock();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const start = async (options: BuildOptions = {}): Promise<FastifyInstance> => {
    app = await buildGamesApp({ freetogameApiUrl: fake.url, now: clock.now, ...options });
    return app;
  };

  /** 20 requests in a row from one address; every status seen. */
  const twenty = async (server: FastifyInstance, url: string): Promise<number[]> => {
    const statuses: number[] = [];
    for (let index = 0; index < 20; index += 1) statuses.push((await server.inject({ url, remoteAddress: '10.7.7.7' })).statusCode);
    return statuses;
  };

  it.each([
    ['error-404', 'lasting'], ['redirect', 'lasting'], ['wrong-shape', 'lasting'], ['html', 'lasting'],
    ['error-500', 'temporary'], ['hang', 'temporary'],
  ] as [FakeMode, 'lasting' | 'temporary'][])('a thumbnail whose image answers %s: 20 requests, one fetch, then fetched again only once its failure is forgotten', async (mode, kind) => {
    const server = await start();
    expect((await server.inject('/api/games')).statusCode).toBe(200);
    fake.setMode(mode);
    expect(new Set(await twenty(server, THUMBNAIL))).toEqual(new Set([502]));
    expect(imageFetches(fake)).toBeGreaterThanOrEqual(1);
    expect(imageFetches(fake)).toBeLessThanOrEqual(2);
    const fetched = imageFetches(fake);

    fake.setMode('normal');
    // Within the remembered time the failure is answered again without a fetch.
    clock.advance(kind === 'lasting' ? 9 * MINUTE : 25_000);
    expect((await server.inject(THUMBNAIL)).statusCode).toBe(502);
    expect(imageFetches(fake)).toBe(fetched);
    clock.advance(kind === 'lasting' ? 2 * MINUTE : 10_000);
    expect((await server.inject(THUMBNAIL)).statusCode).toBe(200);
    expect(imageFetches(fake)).toBe(fetched + 1);
  });

  it.each(['redirect', 'wrong-shape', 'error-500'] as FakeMode[])('a screenshot whose image answers %s: 20 requests, at most 2 fetches', async (mode) => {
    const server = await start();
    const [shot] = (await server.inject(`/api/game?id=${FIXTURE_IDS.pcGame}`)).json<GameDetail>().screenshots;
    fake.setMode(mode);
    expect(new Set(await twenty(server, String(shot?.image)))).toEqual(new Set([502]));
    expect(imageFetches(fake)).toBeGreaterThanOrEqual(1);
    expect(imageFetches(fake)).toBeLessThanOrEqual(2);
  });

  it('a flood of distinct pictures from one address fetches no more than its budget, and another address is still served', async () => {
    const server = await start({ visitorUpstreamCalls: 5, visitorWindowSeconds: 60 });
    const games = (await server.inject('/api/games')).json<GameListItem[]>();
    const [shot] = (await server.inject(`/api/game?id=${FIXTURE_IDS.browserGame}`)).json<GameDetail>().screenshots;
    const flood = games.slice(0, 40).filter((game) => game.id !== FIXTURE_IDS.browserGame);
    const answers = await Promise.all(flood.map((game) => server.inject({ url: `/thumbnails/${game.id}`, remoteAddress: '10.1.1.1' })));
    expect(imageFetches(fake)).toBe(5);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(flood.length - 5);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0]?.json().message).toMatch(/wait a few seconds/);
    // A picture already fetched costs nothing, and another visitor has a budget of its own.
    expect((await server.inject({ url: `/thumbnails/${flood[0]?.id}`, remoteAddress: '10.1.1.1' })).statusCode).toBe(200);
    expect((await server.inject({ url: `/thumbnails/${FIXTURE_IDS.browserGame}`, remoteAddress: '10.2.2.2' })).statusCode).toBe(200);
    expect((await server.inject({ url: String(shot?.image), remoteAddress: '10.2.2.2' })).statusCode).toBe(200);
  });

  it('a visitor just past its budget waits for its next call instead of being refused', async () => {
    const server = await start({ visitorUpstreamCalls: 3, visitorWindowSeconds: 1 });
    const games = (await server.inject('/api/games')).json<GameListItem[]>().slice(0, 6);
    const answers = await Promise.all(games.map((game) => server.inject({ url: `/thumbnails/${game.id}`, remoteAddress: '10.3.3.3' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(games.map(() => 200));
    expect(imageFetches(fake)).toBe(6);
  });

  it('an unknown thumbnail while the list fails: the list is not asked for each request', async () => {
    const server = await start();
    fake.setMode('error-500');
    const statuses = await twenty(server, '/thumbnails/999999');
    expect(statuses.every((status) => status >= 500)).toBe(true);
    expect(listCalls(fake)).toBeGreaterThanOrEqual(1);
    expect(listCalls(fake)).toBeLessThanOrEqual(2);
  });

  it('an unknown thumbnail that would need the list is charged to the visitor', async () => {
    const server = await start({ visitorUpstreamCalls: 1, visitorWindowSeconds: 60 });
    expect((await server.inject({ url: `/api/game?id=${FIXTURE_IDS.pcGame}`, remoteAddress: '10.4.4.4' })).statusCode).toBe(200);
    const refused = await server.inject({ url: '/thumbnails/999999', remoteAddress: '10.4.4.4' });
    expect(refused.statusCode).toBe(429);
    expect(listCalls(fake)).toBe(0);
    // Another visitor's request may ask for it.
    expect((await server.inject({ url: '/thumbnails/999999', remoteAddress: '10.5.5.5' })).statusCode).toBe(404);
    expect(listCalls(fake)).toBe(1);
  });
});
