import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { registerGames } from '../../../server/plugins/app/games.js';
import { FIXTURE_IDS } from '../../../tools/fixtures/index.js';
import { startFakeUpstream, type FakeMode, type FakeUpstream } from '../../../tools/fake-upstream.js';
import { buildGamesApp } from './build-games-app.js';

const KEY = 'test-rapidapi-key-3f9c1d2e7a';

describe('the RapidAPI source', () => {
  let fake: FakeUpstream;

  beforeAll(async () => {
    fake = await startFakeUpstream();
  });
  afterAll(() => fake.close());

  it('sends the key and host headers to the API, and to nothing else', async () => {
    fake.reset();
    const app = await buildGamesApp({ source: 'rapidapi', rapidapiKey: KEY, rapidapiApiUrl: fake.url });
    try {
      const list = await app.inject('/api/games?category=card');
      const detail = await app.inject(`/api/game?id=${FIXTURE_IDS.typographicGame}`);
      const thumbnail = await app.inject(`/thumbnails/${FIXTURE_IDS.typographicGame}`);
      expect([list.statusCode, detail.statusCode, thumbnail.statusCode]).toEqual([200, 200, 200]);
      expect(list.headers['x-catalogue-source']).toBe('rapidapi');
      const api = fake.requests.filter((request) => request.path.startsWith('/api/'));
      expect(api).toHaveLength(2);
      for (const request of api) {
        expect(request.headers['x-rapidapi-key']).toBe(KEY);
        expect(request.headers['x-rapidapi-host']).toBe('free-to-play-games-database.p.rapidapi.com');
      }
      const image = fake.requests.find((request) => request.path.startsWith('/g/'));
      expect(image?.headers['x-rapidapi-key']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('never puts the key in an answer or a log line, whatever the service does', async () => {
    fake.reset();
    const logLines: string[] = [];
    const app = await buildGamesApp({ source: 'rapidapi', rapidapiKey: KEY, rapidapiApiUrl: fake.url, timeoutMs: 300, logLines });
    try {
      const modes: FakeMode[] = ['normal', 'error-404', 'error-500', 'html', 'hang', 'wrong-shape'];
      for (const [index, mode] of modes.entries()) {
        fake.setMode(mode);
        for (const url of [`/api/games?platform=pc&sort-by=relevance&category=${['mmo', 'pvp', 'pve', '3d', '2d', 'anime'][index]}`, `/api/game?id=${FIXTURE_IDS.pcGame + index}`]) {
          const answer = await app.inject(url);
          expect(answer.body).not.toContain(KEY);
          expect(JSON.stringify(answer.headers)).not.toContain(KEY);
        }
      }
      expect(logLines.some((line) => line.includes('games service call failed'))).toBe(true);
      expect(logLines.join('\n')).not.toContain(KEY);
    } finally {
      await app.close();
    }
  });

  it('refuses to start without a key', async () => {
    const app = Fastify();
    registerGames(app, { source: 'rapidapi', freetogameApiUrl: fake.url });
    await expect(app.ready()).rejects.toThrow(/RAPIDAPI_KEY/);
    await app.close();
  });
});
