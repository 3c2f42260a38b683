import { describe, expect, it } from 'vitest';
import type { CatalogueGame, LibraryStatus } from '../../../../src/contract';
import { recommendGames } from '../../../../src/games/recommend/recommend-games';
import { catalogueGame as game } from '../fixtures';

const warframe = game('Warframe', ['shooter', 'sci-fi', 'pve'], { genre: 'Shooter', developer: 'Digital Extremes' });
const destiny = game('Destiny 2', ['shooter', 'sci-fi', 'pve'], { genre: 'Shooter' });
const fantasyMmo = game('Elf Quest Online', ['mmorpg', 'fantasy', 'action'], { genre: 'MMORPG' });
const tankGame = game('Tank Clash', ['tank', 'pvp'], { genre: 'Shooter' });
const soulframe = game('Soulframe', ['fantasy', 'action'], { developer: 'Digital Extremes' });
const spaceShooter = game('Star Blaster', ['shooter', 'sci-fi', 'space'], { genre: 'Shooter' });
const racer = game('Fast Lane', ['racing'], { genre: 'Racing' });
const games = [warframe, destiny, fantasyMmo, tankGame, soulframe, spaceShooter, racer];

const statuses = (entries: [CatalogueGame, LibraryStatus][]) => new Map(entries.map(([g, status]) => [g.id, status]));

describe('recommendGames', () => {
  it('offers the untracked games most like what the person plays, with a reason naming the game and shared tags', () => {
    const picks = recommendGames(games, statuses([[warframe, 'playing']]), 3);
    expect(picks.map((pick) => pick.game.title)).toEqual(['Destiny 2', 'Star Blaster', 'Soulframe']);
    expect(picks[0]?.reason).toBe('Because you play Warframe: shooter, sci-fi, PvE');
    expect(picks[2]?.reason).toBe('Because you play Warframe: by Digital Extremes');
  });

  it('says "played" for a finished game and never offers a tracked game, whatever its status', () => {
    const picks = recommendGames(games, statuses([[warframe, 'played'], [destiny, 'want'], [spaceShooter, 'ignored']]), 3);
    expect(picks.map((pick) => pick.game.title)).not.toContain('Destiny 2');
    expect(picks.map((pick) => pick.game.title)).not.toContain('Star Blaster');
    expect(picks[0]?.reason).toMatch(/^Because you played Warframe: /);
  });

  it('counts Dropped against: what a dropped game shares sinks', () => {
    const without = recommendGames(games, statuses([[warframe, 'playing']]), 6).map((pick) => pick.game.title);
    expect(without).toContain('Soulframe');
    const withDropped = recommendGames(games, statuses([[warframe, 'playing'], [fantasyMmo, 'dropped']]), 6).map((pick) => pick.game.title);
    expect(withDropped).not.toContain('Soulframe');
  });

  it('offers nothing when nothing is Playing or Played (the landing page then keeps its first games)', () => {
    expect(recommendGames(games, statuses([[warframe, 'want'], [racer, 'dropped']]), 3)).toEqual([]);
  });

  it('breaks ties by popularity', () => {
    const a = game('Twin A', ['racing'], { rank: { popularity: 50, relevance: 1 } });
    const b = game('Twin B', ['racing'], { rank: { popularity: 2, relevance: 1 } });
    const picks = recommendGames([racer, a, b], statuses([[racer, 'played']]), 2);
    expect(picks.map((pick) => pick.game.title)).toEqual(['Twin B', 'Twin A']);
  });
});
