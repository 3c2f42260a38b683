/** Each quirk of the games service's real payloads (docs/games-service.md), through the proxy. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDetail, GameListItem } from '../../../src/contract/game.js';
import { CATEGORIES } from '../../../src/contract/games-query.js';
import { fixtureCatalogue, FIXTURE_IDS, LONG_DESCRIPTION } from '../../../tools/fixtures/index.js';
import { startFakeUpstream, type FakeUpstream } from '../../../tools/fake-upstream.js';
import { buildGamesApp } from './build-games-app.js';

describe('quirks of the games service', () => {
  let fake: FakeUpstream;
  let app: FastifyInstance;
  let all: GameListItem[];
  const detail = async (id: number): Promise<GameDetail> => (await app.inject(`/api/game?id=${id}`)).json<GameDetail>();

  beforeAll(async () => {
    fake = await startFakeUpstream();
    app = await buildGamesApp({ freetogameApiUrl: fake.url });
    all = (await app.inject('/api/games')).json<GameListItem[]>();
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('1: a browser game\'s details have no minimum_system_requirements key; a PC game\'s have all five', async () => {
    const browser = await detail(FIXTURE_IDS.browserGame);
    expect(Object.keys(browser)).not.toContain('minimum_system_requirements');
    const pc = await detail(FIXTURE_IDS.pcGame);
    expect(Object.keys(pc.minimum_system_requirements ?? {}).sort()).toEqual(['graphics', 'memory', 'os', 'processor', 'storage']);
    expect(pc.minimum_system_requirements?.memory).toBe('2 GB on Windows 7, 4 GB on anything newer');
  });

  it('2: the platform text differs between list and detail, and is passed on as sent', async () => {
    const listed = (id: number) => all.find((game) => game.id === id)?.platform;
    expect(listed(FIXTURE_IDS.bothPlatformsGame)).toBe('PC (Windows), Web Browser');
    expect((await detail(FIXTURE_IDS.bothPlatformsGame)).platform).toBe('Windows');
    expect(listed(FIXTURE_IDS.browserGame)).toBe('Web Browser');
    expect((await detail(FIXTURE_IDS.browserGame)).platform).toBe('Web Browser');
    expect(new Set(all.map((game) => game.platform))).toEqual(new Set(['PC (Windows)', 'Web Browser', 'PC (Windows), Web Browser']));
  });

  it('3: padded strings arrive trimmed, " MMORPG" included', async () => {
    const raw = fixtureCatalogue().games.filter((game) => game.item.short_description !== game.item.short_description.trim());
    expect(raw.length).toBeGreaterThan(50);
    for (const game of all) {
      for (const field of ['title', 'short_description', 'genre', 'publisher', 'developer'] as const) {
        expect(game[field]).toBe(game[field].trim());
      }
    }
    const browser = await detail(FIXTURE_IDS.browserGame);
    expect([browser.genre, browser.developer]).toEqual(['MMORPG', 'Mossbrook Games']);
    expect((await detail(FIXTURE_IDS.pcGame)).publisher).toBe('Tallpine Interactive');
  });

  it('4: \\r\\n inside short descriptions and between description paragraphs is kept for the app to render', async () => {
    const browser = await detail(FIXTURE_IDS.browserGame);
    expect(browser.short_description).toBe('A cosy pixel-art MMORPG in your browser.\r\nNo install, no waiting.');
    const pc = await detail(FIXTURE_IDS.pcGame);
    expect(pc.description.split('\r\n\r\n').length).toBeGreaterThanOrEqual(5);
    // The trailing \r\n is trimmed away like any padding.
    expect(pc.description).toBe(LONG_DESCRIPTION.trim());
    expect(all.filter((game) => game.short_description.includes('\r\n')).length).toBeGreaterThan(10);
  });

  it('5: typographic characters pass through untouched, and alphabetical order is locale-aware', async () => {
    const typographic = await detail(FIXTURE_IDS.typographicGame);
    expect(typographic.title).toBe('Captain’s Harbor: Proving Waters');
    expect(typographic.publisher).toBe('L＆K CO., LTD');
    expect(typographic.short_description).toBe('“Hold the pier” — a tactical shooter where every round lasts 3–5 minutes…');
    // The fake sorts by code point ("eSprint" after every capital, "Émeraude" last); we must not.
    const sorted = (await app.inject('/api/games?sort-by=alphabetical')).json<GameListItem[]>();
    const collator = new Intl.Collator('en');
    for (let i = 1; i < sorted.length; i += 1) {
      expect(collator.compare(sorted[i - 1]?.title ?? '', sorted[i]?.title ?? '')).toBeLessThanOrEqual(0);
    }
    const position = (id: number) => sorted.findIndex((game) => game.id === id);
    expect(position(FIXTURE_IDS.lowercaseTitleGame)).toBeLessThan(sorted.length / 2);
    expect(position(FIXTURE_IDS.accentedTitleGame)).toBeLessThan(sorted.length / 2);
  });

  it('6: release dates are YYYY-MM-DD from 1997 on, and release-date order is newest first', async () => {
    expect(all.every((game) => /^(199[7-9]|20[0-2]\d)-\d{2}-\d{2}$/.test(game.release_date))).toBe(true);
    const byDate = (await app.inject('/api/games?sort-by=release-date')).json<GameListItem[]>().map((game) => game.release_date);
    expect(byDate).toEqual([...byDate].sort().reverse());
  });

  it('7: a category matches tags that never appear in the payload', async () => {
    const zombie = (await app.inject('/api/games?category=zombie')).json<GameListItem[]>();
    expect(zombie.length).toBeGreaterThan(0);
    expect(zombie.some((game) => /zombie/i.test(game.genre))).toBe(false);
    const expected = fixtureCatalogue().games.filter((game) => game.tags.includes('zombie')).map((game) => game.item.id).sort();
    expect(zombie.map((game) => game.id).sort()).toEqual(expected);
  });

  it('8: the thumbnail is taken from the field, never built: thumbnail2.jpg is what gets fetched', async () => {
    expect((await app.inject(`/thumbnails/${FIXTURE_IDS.thumbnail2Game}`)).statusCode).toBe(200);
    expect(fake.requests.some((request) => request.path === `/g/${FIXTURE_IDS.thumbnail2Game}/thumbnail2.jpg`)).toBe(true);
    expect(fake.requests.some((request) => request.path === `/g/${FIXTURE_IDS.thumbnail2Game}/thumbnail.jpg`)).toBe(false);
  });

  it('9: a javascript: game_url is dropped, http(s) ones are kept', async () => {
    const game = await detail(FIXTURE_IDS.javascriptUrlGame);
    expect(game).not.toHaveProperty('game_url');
    expect(game.thumbnail).toBe(`/thumbnails/${FIXTURE_IDS.javascriptUrlGame}`);
    expect((await detail(FIXTURE_IDS.pcGame)).game_url).toBe('https://www.freetogame.com/open/harrowgate');
  });

  it('10: ids are not contiguous, and a removed game is a clear "game not found"', async () => {
    const ids = all.map((game) => game.id).sort((a, b) => a - b);
    expect(ids.some((id, index) => index > 0 && id - (ids[index - 1] ?? 0) > 1)).toBe(true);
    const removed = await app.inject(`/api/game?id=${FIXTURE_IDS.removedGame}`);
    expect([removed.statusCode, removed.json()]).toEqual([404, { message: 'game not found' }]);
  });

  it('11: descriptions are passed whole (900 to 2,500 characters); cutting is the page\'s job', async () => {
    const pc = await detail(FIXTURE_IDS.longDescriptionGame);
    expect(pc.description.length).toBeGreaterThan(1700);
    for (const id of [FIXTURE_IDS.browserGame, FIXTURE_IDS.typographicGame]) {
      const { description } = await detail(id);
      expect(description.length).toBeGreaterThanOrEqual(900);
      expect(description.length).toBeLessThanOrEqual(2500);
    }
  });

  it('12: the default order is the service\'s own, passed on unchanged', async () => {
    const upstream = await (await fetch(`${fake.url}/games`)).json() as { id: number }[];
    expect(all.map((game) => game.id)).toEqual(upstream.map((game) => game.id));
  });

  it('14: screenshots keep their ids, numbers not always contiguous, and are served through our own origin', async () => {
    const upstream = await (await fetch(`${fake.url}/game?id=${FIXTURE_IDS.pcGame}`)).json() as GameDetail;
    const ours = await detail(FIXTURE_IDS.pcGame);
    expect(upstream.screenshots.length).toBeGreaterThanOrEqual(3);
    expect(ours.screenshots).toEqual(upstream.screenshots.map((shot) => ({ id: shot.id, image: `/screenshots/${shot.id}` })));
  });

  it('15: a tag with no game at the moment (the 404 envelope upstream) is an empty list, not an error', async () => {
    let empty: string | undefined;
    for (const query of CATEGORIES.flatMap((category) => [`category=${category}`, `platform=browser&category=${category}`])) {
      if ((await fetch(`${fake.url}/games?${query}`)).status === 404) {
        empty = query;
        break;
      }
    }
    expect(empty, 'the fixture has a tag with no game').toBeDefined();
    const answer = await app.inject(`/api/games?${empty}`);
    expect([answer.statusCode, answer.json()]).toEqual([200, []]);
  });

  it.each(['popularity', 'relevance'])('16: sort-by=%s is an order, not a field: the service\'s order is passed on', async (order) => {
    const upstream = await (await fetch(`${fake.url}/games?sort-by=${order}`)).json() as { id: number }[];
    const ours = (await app.inject(`/api/games?sort-by=${order}`)).json<GameListItem[]>();
    expect(ours.map((game) => game.id)).toEqual(upstream.map((game) => game.id));
    expect(ours.every((game) => !(order in game))).toBe(true);
  });

  it('13: the catalogue has the real proportions of platforms and genres', () => {
    const count = (predicate: (game: GameListItem) => boolean) => all.filter(predicate).length;
    expect(all).toHaveLength(418);
    expect(count((game) => game.platform === 'PC (Windows)')).toBeGreaterThan(320);
    expect(count((game) => game.platform === 'Web Browser')).toBeGreaterThan(60);
    expect(count((game) => game.platform.includes(','))).toBeGreaterThanOrEqual(5);
    expect(count((game) => game.genre === 'MMORPG')).toBeGreaterThan(140);
    expect(count((game) => game.genre === 'Shooter')).toBeGreaterThan(90);
  });

  it('list items carry exactly the 11 documented fields', () => {
    const keys = ['id', 'title', 'thumbnail', 'short_description', 'game_url', 'genre', 'platform', 'publisher', 'developer', 'release_date', 'freetogame_profile_url'];
    const normal = all.filter((game) => game.id !== FIXTURE_IDS.javascriptUrlGame);
    expect(normal.every((game) => JSON.stringify(Object.keys(game)) === JSON.stringify(keys))).toBe(true);
  });
});
