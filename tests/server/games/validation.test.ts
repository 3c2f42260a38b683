import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../../tools/fake-upstream.js';
import { buildGamesApp } from './build-games-app.js';

/** Requests the games service would refuse (or we never forward), with what our message names. */
const BAD_REQUESTS: [string, RegExp][] = [
  ['/api/games?platform=PC', /platform "PC"/],
  ['/api/games?platform=laptop', /platform "laptop".*pc, browser, all/],
  ['/api/games?platform=', /platform ""/],
  ['/api/games?category=Shooter', /category "Shooter"/],
  ['/api/games?category=third-person', /category "third-person"/],
  ['/api/games?sort-by=name', /sort-by "name"/],
  ['/api/games?tag=3d.mmorpg', /Unknown parameter "tag"/],
  ['/api/games?platform=pc&platform=browser', /only once/],
  ['/api/game', /"id" is required/],
  ['/api/game?id=', /"id" is required/],
  ['/api/game?id=abc', /Game id "abc" is not valid/],
  ['/api/game?id=0', /not valid/],
  ['/api/game?id=-4', /not valid/],
  ['/api/game?id=4.5', /not valid/],
  ['/api/game?id=1e3', /not valid/],
  ['/api/game?id=0452', /not valid/],
  ['/api/game?id=99999999999', /not valid/],
  ['/api/game?id=5&id=6', /only once/],
  ['/api/game?id=5&platform=pc', /Unknown parameter "platform"/],
  ['/thumbnails/abc', /not valid/],
  ['/thumbnails/0', /not valid/],
  [`/thumbnails/${encodeURIComponent('http://127.0.0.1/x.jpg')}`, /not valid/],
];

describe('parameter checks', () => {
  let fake: FakeUpstream;
  let apps: FastifyInstance[];

  beforeAll(async () => {
    fake = await startFakeUpstream();
    apps = await Promise.all((['freetogame', 'auto', 'demo'] as const).map((source) => buildGamesApp({ source, freetogameApiUrl: fake.url })));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it.each(BAD_REQUESTS)('%s: 400 with a specific message, before any upstream call', async (url, message) => {
    for (const app of apps) {
      const answer = await app.inject(url);
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json().message).toMatch(message);
      expect(answer.headers['x-catalogue-source']).toMatch(/^(freetogame|demo)$/);
    }
    expect(fake.requests).toEqual([]);
  });

  it('accepts every value the contract lists, in any combination the pages use', async () => {
    const [live] = apps;
    const answer = await live?.inject('/api/games?platform=browser&category=mmorpg&sort-by=release-date');
    expect(answer?.statusCode).toBe(200);
    expect(fake.requests[0]?.query).toEqual({ platform: 'browser', category: 'mmorpg', 'sort-by': 'release-date' });
  });

  it('keeps a long bad value short in the message', async () => {
    const [live] = apps;
    const answer = await live?.inject(`/api/games?category=${'x'.repeat(500)}`);
    expect(answer?.statusCode).toBe(400);
    expect(answer?.json().message).toContain(`"${'x'.repeat(64)}…"`);
    expect(answer?.json().message).not.toContain('x'.repeat(65));
  });
});
