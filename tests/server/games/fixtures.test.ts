import { describe, expect, it, vi } from 'vitest';
import { parseGameDetail, parseGameList } from '../../../src/contract/game.js';
import { fixtureCatalogue, FIXTURE_GAME_COUNT, FIXTURE_IDS } from '../../../tools/fixtures/index.js';

describe('the games fixtures', () => {
  const catalogue = fixtureCatalogue();

  it('is a full-size catalogue of unique ids, with the named games present and the removed one absent', () => {
    expect(catalogue.games).toHaveLength(FIXTURE_GAME_COUNT);
    expect(catalogue.byId.size).toBe(FIXTURE_GAME_COUNT);
    for (const [name, id] of Object.entries(FIXTURE_IDS)) {
      expect(catalogue.byId.has(id), name).toBe(name !== 'removedGame');
    }
  });

  it('is built the same way every time (a fresh module load gives the same games)', async () => {
    expect(fixtureCatalogue()).toBe(catalogue);
    vi.resetModules();
    const fresh = await import('../../../tools/fixtures/index.js');
    expect(fresh.fixtureCatalogue()).not.toBe(catalogue);
    expect(JSON.stringify(fresh.fixtureCatalogue().games)).toBe(JSON.stringify(catalogue.games));
  });

  it('passes the shared schemas, list and details alike', () => {
    expect(parseGameList(catalogue.games.map((game) => game.item)).ok).toBe(true);
    for (const game of catalogue.games) expect(parseGameDetail(game.detail).ok).toBe(true);
  });

  it('holds the handwritten quirks', () => {
    const detail = (id: number) => catalogue.byId.get(id)?.detail;
    expect(detail(FIXTURE_IDS.browserGame)).not.toHaveProperty('minimum_system_requirements');
    expect(detail(FIXTURE_IDS.browserGame)?.genre).toBe(' MMORPG');
    expect(detail(FIXTURE_IDS.typographicGame)?.publisher).toBe('L＆K CO., LTD');
    expect(detail(FIXTURE_IDS.thumbnail2Game)?.thumbnail).toMatch(/\/thumbnail2\.jpg$/);
    expect(detail(FIXTURE_IDS.javascriptUrlGame)?.game_url).toMatch(/^javascript:/);
    expect(detail(FIXTURE_IDS.longDescriptionGame)?.description.length).toBeGreaterThan(1700);
    expect(detail(FIXTURE_IDS.longDescriptionGame)?.description.length).toBeLessThan(1900);
  });
});
