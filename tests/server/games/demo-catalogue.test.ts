import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, PLATFORMS, SORT_ORDERS } from '../../../src/contract/games-query.js';
import type { GameDetail, GameListItem } from '../../../src/contract/game.js';
import { DEMO_FIRST_ID, DEMO_LINK, demoCatalogue } from '../../../server/games/demo/demo-catalogue.js';
import { GENRES } from '../../../server/games/demo/distribution.js';
import { generateCatalogue, type GenerateOptions } from '../../../server/games/demo/generate-catalogue.js';
import { buildGamesApp } from './build-games-app.js';

const QUIRK_7_GENRES = ['MMORPG', 'Shooter', 'Strategy', 'Card Game', 'MOBA', 'Sports', 'Fighting', 'MMO', 'Battle Royale', 'Social', 'RPG', 'Racing', 'ARPG', 'Action RPG', 'MMOARPG', 'Dungeon Crawler', 'Action Game', 'Action', 'Fantasy'];

describe('the demo catalogue (raw, as the service would send it)', () => {
  const games = demoCatalogue().games;
  const share = (predicate: (game: (typeof games)[number]) => boolean) => games.filter(predicate).length / games.length;

  it('has about 400 games with distinct titles and ids in its own range', () => {
    expect(games.length).toBeGreaterThanOrEqual(380);
    expect(games.length).toBeLessThanOrEqual(420);
    expect(new Set(games.map((game) => game.item.title)).size).toBe(games.length);
    expect(games.every((game) => game.item.id >= DEMO_FIRST_ID)).toBe(true);
  });

  it('is deterministic: the same options give the same catalogue, another seed another one', () => {
    const options: GenerateOptions = { seed: 7, count: 50, firstId: 1, urls: { thumbnail: () => 't', screenshot: () => 's', gameUrl: () => 'g', profileUrl: () => 'p' } };
    expect(JSON.stringify(generateCatalogue(options).games)).toBe(JSON.stringify(generateCatalogue(options).games));
    expect(generateCatalogue({ ...options, seed: 8 }).games[0]?.item.title).not.toBe(generateCatalogue(options).games[0]?.item.title);
  });

  it('follows the real platform and genre proportions (docs/games-service.md quirk 13) with quirk 7\'s genres', () => {
    expect(share((game) => game.item.platform === 'PC (Windows)')).toBeCloseTo(340 / 420, 1);
    expect(share((game) => game.item.platform === 'Web Browser')).toBeCloseTo(70 / 420, 1);
    expect(games.filter((game) => game.item.platform === 'PC (Windows), Web Browser').length).toBeGreaterThanOrEqual(5);
    expect(share((game) => game.item.genre.trim() === 'MMORPG')).toBeCloseTo(160 / 420, 1);
    expect(share((game) => game.item.genre === 'Shooter')).toBeCloseTo(105 / 420, 1);
    expect([...GENRES].sort()).toEqual([...QUIRK_7_GENRES].sort());
    expect(games.every((game) => QUIRK_7_GENRES.includes(game.item.genre.trim()))).toBe(true);
    expect(games.filter((game) => game.item.genre === ' MMORPG')).toHaveLength(1);
  });

  it('has the real payloads\' quirks: padding, \\r\\n, typographic characters, one fullwidth ＆', () => {
    expect(share((game) => game.item.short_description !== game.item.short_description.trim())).toBeGreaterThan(0.15);
    expect(share((game) => game.item.short_description.includes('\r\n'))).toBeCloseTo(0.05, 1);
    expect(games.some((game) => game.item.publisher !== game.item.publisher.trim())).toBe(true);
    expect(games.some((game) => game.item.developer !== game.item.developer.trim())).toBe(true);
    const text = games.map((game) => `${game.item.title} ${game.detail.description} ${game.item.short_description}`).join(' ');
    for (const char of ['’', '“', '”', '–', '—', '…']) expect(text).toContain(char);
    expect(games.filter((game) => game.item.publisher.includes('＆'))).toHaveLength(1);
  });

  it('gives every game details: Live, 900–2,500 characters in \\r\\n\\r\\n paragraphs, 3–4 screenshots', () => {
    for (const { item, detail } of games) {
      expect(detail.status).toBe('Live');
      expect(detail.description.length).toBeGreaterThanOrEqual(900);
      expect(detail.description.length).toBeLessThanOrEqual(2500);
      expect(detail.description).toContain('\r\n\r\n');
      expect(detail.screenshots.length).toBeGreaterThanOrEqual(3);
      expect(detail.screenshots.length).toBeLessThanOrEqual(4);
      expect(detail.screenshots.every((shot) => shot.image === `/thumbnails/${item.id}`)).toBe(true);
      expect(item.release_date).toMatch(/^(199[7-9]|20[0-2]\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d)$/);
      expect([item.game_url, item.freetogame_profile_url]).toEqual([DEMO_LINK, DEMO_LINK]);
    }
    expect(games.some((game) => game.detail.description.endsWith('\r\n'))).toBe(true);
  });

  it('has requirements exactly for PC games; browser-only details have no such key', () => {
    for (const { item, detail } of games) {
      expect('minimum_system_requirements' in detail).toBe(item.platform !== 'Web Browser');
      expect(detail.platform).toBe(item.platform === 'Web Browser' ? 'Web Browser' : 'Windows');
    }
  });
});

describe('GAMES_SOURCE=demo through the proxy', () => {
  let app: FastifyInstance;
  const list = async (query: string) => {
    const answer = await app.inject(`/api/games${query}`);
    expect(answer.headers['x-catalogue-source']).toBe('demo');
    return answer.json<GameListItem[]>();
  };

  beforeAll(async () => {
    // The upstream URL points nowhere: the demo source must not need it.
    app = await buildGamesApp({ source: 'demo', freetogameApiUrl: 'http://127.0.0.1:9/api' });
  });
  afterAll(() => app.close());

  it('answers every category of the contract with a non-empty list', async () => {
    for (const category of CATEGORIES) {
      expect((await list(`?category=${category}`)).length, category).toBeGreaterThan(0);
    }
  });

  it('cleans demo data like live data: trimmed strings, only safe URLs', async () => {
    const games = await list('');
    expect(games).toHaveLength(demoCatalogue().games.length);
    expect(games.every((game) => game.short_description === game.short_description.trim() && game.genre === game.genre.trim())).toBe(true);
    expect(games.every((game) => game.thumbnail === `/thumbnails/${game.id}`)).toBe(true);
  });

  it('orders alphabetically with Intl.Collator(\'en\'), newest first, by popularity and by relevance', async () => {
    const collator = new Intl.Collator('en');
    const alphabetical = await list('?sort-by=alphabetical');
    alphabetical.slice(1).forEach((game, index) => expect(collator.compare(alphabetical[index]?.title ?? '', game.title)).toBeLessThanOrEqual(0));
    const dates = (await list('?sort-by=release-date')).map((game) => game.release_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const rank = (key: 'popularityRank' | 'relevanceRank') => (id: number) => demoCatalogue().byId.get(id)?.[key] ?? 0;
    const popular = (await list('?sort-by=popularity')).map((game) => rank('popularityRank')(game.id));
    expect(popular).toEqual([...popular].sort((a, b) => a - b));
    const relevant = (await list('?sort-by=relevance')).map((game) => game.id);
    expect(relevant.map(rank('relevanceRank'))).toEqual([...relevant.map(rank('relevanceRank'))].sort((a, b) => a - b));
    expect((await list('')).map((game) => game.id)).toEqual(relevant);
    expect(new Set([popular[0], relevant[0], dates[0]]).size).toBeGreaterThan(1);
  });

  it('combines filters: platform, category and order at once', async () => {
    for (const platform of PLATFORMS) {
      for (const sort of SORT_ORDERS) {
        const games = await list(`?platform=${platform}&category=mmorpg&sort-by=${sort}`);
        expect(games.length).toBeGreaterThan(0);
        expect(games.every((game) => demoCatalogue().byId.get(game.id)?.tags.includes('mmorpg'))).toBe(true);
        if (platform === 'browser') expect(games.every((game) => game.platform.includes('Web Browser'))).toBe(true);
        if (platform === 'pc') expect(games.every((game) => game.platform.includes('PC (Windows)'))).toBe(true);
      }
    }
  });

  it('has details for every listed game, and 404 for ids it does not have', async () => {
    const games = await list('?platform=browser');
    for (const game of games.slice(0, 30)) {
      const answer = await app.inject(`/api/game?id=${game.id}`);
      expect(answer.statusCode).toBe(200);
      const detail = answer.json<GameDetail>();
      expect(detail.id).toBe(game.id);
      // Games on both platforms need an install on PC, so only browser-only ones lack the key.
      expect('minimum_system_requirements' in detail).toBe(game.platform !== 'Web Browser');
    }
    const missing = await app.inject('/api/game?id=452');
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'game not found' }]);
  });
});
