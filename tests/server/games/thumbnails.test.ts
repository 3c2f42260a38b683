import { describe, expect, it } from 'vitest';
import { toCatalogue } from '../../../server/games/demo/raw-catalogue.js';
import { fixtureCatalogue, FIXTURE_IDS } from '../../../tools/fixtures/index.js';
import { startFakeUpstream, type FakeMode } from '../../../tools/fake-upstream.js';
import { buildGamesApp } from './build-games-app.js';
import { pictureProxyHarness } from './picture-proxy-harness.js';

describe('the thumbnail proxy', () => {
  const proxy = pictureProxyHarness();

  it('rewrites every thumbnail to our own URL and fetches the one the payload named (thumbnail2.jpg)', async () => {
    const list = await proxy.app.inject('/api/games?category=flight');
    const game = list.json<{ id: number; thumbnail: string }[]>().find((item) => item.id === FIXTURE_IDS.thumbnail2Game);
    expect(game?.thumbnail).toBe(`/thumbnails/${FIXTURE_IDS.thumbnail2Game}`);
    const answer = await proxy.app.inject(String(game?.thumbnail));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toBe('public, max-age=2592000');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(proxy.images()).toEqual([`/g/${FIXTURE_IDS.thumbnail2Game}/thumbnail2.jpg`]);
    const direct = Buffer.from(await (await fetch(`${proxy.origin}/g/${FIXTURE_IDS.thumbnail2Game}/thumbnail2.jpg`)).arrayBuffer());
    expect(answer.rawPayload.equals(direct)).toBe(true);
  });

  it('keeps the bytes: a second request makes no upstream call, and ETag gives 304', async () => {
    await proxy.app.inject('/api/games');
    const first = await proxy.app.inject(`/thumbnails/${FIXTURE_IDS.pcGame}`);
    const second = await proxy.app.inject(`/thumbnails/${FIXTURE_IDS.pcGame}`);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(proxy.images()).toHaveLength(1);
    const revalidated = await proxy.app.inject({ url: `/thumbnails/${FIXTURE_IDS.pcGame}`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect([revalidated.statusCode, revalidated.rawPayload.length]).toEqual([304, 0]);
  });

  it('learns thumbnail URLs from the whole list when it has seen none yet (after a restart)', async () => {
    const answer = await proxy.app.inject(`/thumbnails/${FIXTURE_IDS.browserGame}`);
    expect(answer.statusCode).toBe(200);
    expect(proxy.fake.requests.map((request) => request.path)).toEqual(['/api/games', `/g/${FIXTURE_IDS.browserGame}/thumbnail.jpg`]);
  });

  it('answers 404 JSON for an id no payload named, without fetching any image', async () => {
    const answer = await proxy.app.inject(`/thumbnails/${FIXTURE_IDS.removedGame}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toMatch(/No thumbnail/);
    expect(proxy.images()).toEqual([]);
  });

  it('ignores anything the client adds: only the recorded URL is fetched', async () => {
    await proxy.app.inject('/api/games');
    const answer = await proxy.app.inject(`/thumbnails/${FIXTURE_IDS.pcGame}?url=${encodeURIComponent(`${proxy.origin}/g/1/evil.jpg`)}`);
    expect(answer.statusCode).toBe(200);
    expect(proxy.images()).toEqual([`/g/${FIXTURE_IDS.pcGame}/thumbnail.jpg`]);
  });

  it.each(['error-404', 'error-500', 'html', 'hang', 'truncated', 'wrong-shape', 'oversize'] as FakeMode[])(
    'answers 502 JSON when the image fetch fails (%s)',
    async (mode) => {
      await proxy.app.inject('/api/games');
      proxy.fake.setMode(mode);
      const answer = await proxy.app.inject(`/thumbnails/${FIXTURE_IDS.pcGame}`);
      expect(answer.statusCode).toBe(502);
      expect(answer.json().message).toMatch(/thumbnail could not be fetched/);
      expect(answer.headers['cache-control']).toBe('no-store');
    },
  );

  it('has no thumbnail for a game whose thumbnail URL was dropped as unsafe', async () => {
    proxy.fake.setMode('javascript-urls');
    const list = await proxy.app.inject('/api/games');
    expect(list.json<Record<string, unknown>[]>().some((game) => 'thumbnail' in game)).toBe(false);
    expect((await proxy.app.inject(`/thumbnails/${FIXTURE_IDS.pcGame}`)).statusCode).toBe(404);
    expect(proxy.images()).toEqual([]);
  });

  it('is bounded: past its entry limit the oldest image is fetched again', async () => {
    const small = await buildGamesApp({ freetogameApiUrl: proxy.fake.url, thumbnailCacheMaxEntries: 2 });
    try {
      await small.inject('/api/games');
      for (const id of [FIXTURE_IDS.pcGame, FIXTURE_IDS.browserGame, FIXTURE_IDS.typographicGame, FIXTURE_IDS.pcGame]) {
        expect((await small.inject(`/thumbnails/${id}`)).statusCode).toBe(200);
      }
      expect(proxy.images()).toHaveLength(4);
    } finally {
      await small.close();
    }
  });
});

describe('thumbnail hosts', () => {
  it('never fetches a thumbnail from a host other than the games service', async () => {
    const base = fixtureCatalogue();
    const games = base.games.map((game) => game.item.id === FIXTURE_IDS.pcGame
      ? { ...game, item: { ...game.item, thumbnail: 'http://169.254.169.254/latest/meta-data' }, detail: { ...game.detail, thumbnail: 'http://169.254.169.254/latest/meta-data' } }
      : game);
    const fake = await startFakeUpstream({ catalogue: toCatalogue(games) });
    const app = await buildGamesApp({ freetogameApiUrl: fake.url });
    try {
      const detail = await app.inject(`/api/game?id=${FIXTURE_IDS.pcGame}`);
      expect(detail.json().thumbnail).toBeUndefined();
      expect((await app.inject(`/thumbnails/${FIXTURE_IDS.pcGame}`)).statusCode).toBe(404);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});

describe('demo thumbnails', () => {
  it('draws an SVG for a demo game: its title, escaped, in our own gradient', async () => {
    const app = await buildGamesApp({ source: 'demo' });
    try {
      const [game] = (await app.inject('/api/games?sort-by=alphabetical')).json<{ id: number; title: string; thumbnail: string }[]>();
      const answer = await app.inject(String(game?.thumbnail));
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=2592000');
      expect(answer.headers['x-catalogue-source']).toBe('demo');
      expect(answer.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(answer.body).toContain('linearGradient');
      expect(answer.body).toContain(String(game?.title).replace(/&/g, '&#38;'));
      expect(answer.body).not.toMatch(/<script|href=/i);
      expect((await app.inject('/thumbnails/901')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("serves a demo game's screenshots, which the gallery asks for by id, as that game's drawing", async () => {
    const app = await buildGamesApp({ source: 'demo' });
    try {
      const [game] = (await app.inject('/api/games?sort-by=alphabetical')).json<{ id: number; title: string; thumbnail: string }[]>();
      const detail = (await app.inject(`/api/game?id=${game?.id}`)).json<{ screenshots: { id: number }[] }>();
      expect(detail.screenshots.length).toBeGreaterThan(0);
      const picture = (await app.inject(String(game?.thumbnail))).body;
      for (const shot of detail.screenshots) {
        const answer = await app.inject(`/screenshots/${shot.id}`);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(answer.body).toBe(picture);
      }
      // An id no demo game has is still not found.
      expect((await app.inject('/screenshots/12')).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
