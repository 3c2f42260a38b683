import { describe, expect, it } from 'vitest';
import { similarGames } from '../../../../src/games/similar/similar-games';
import { catalogueGame as game } from '../fixtures';

describe('similarGames', () => {
  const mmo = game('Elf Quest', ['mmorpg', 'fantasy', 'pvp'], { genre: 'MMORPG', developer: 'Elfworks', publisher: 'Big Pub' });

  it('scores 1 a shared tag, 3 the same genre, 1 the same developer or publisher', () => {
    const tagsOnly = game('Tags', ['fantasy', 'pvp']);
    const genreOnly = game('Genre', ['racing'], { genre: 'mmorpg ' });
    const developer = game('Dev', ['racing'], { developer: 'Elfworks' });
    const publisher = game('Pub', ['racing'], { publisher: 'Big Pub' });
    const both = game('Both', ['racing'], { developer: 'Elfworks', publisher: 'Big Pub' });
    const byTitle = new Map(similarGames(mmo, [tagsOnly, genreOnly, developer, publisher, both], 6).map((hit) => [hit.game.title, hit.score]));
    expect(Object.fromEntries(byTitle)).toEqual({ Tags: 2, Genre: 3, Dev: 1, Pub: 1, Both: 1 });
  });

  it('returns the 6 best, never the game itself nor a game sharing nothing, more popular first on a tie', () => {
    const others = Array.from({ length: 8 }, (_, index) => game(`Fantasy ${index}`, ['fantasy'], { rank: { popularity: 100 - index, relevance: 1 } }));
    const stranger = game('Stranger', ['racing'], { genre: 'Racing' });
    const best = game('Twin', ['mmorpg', 'fantasy', 'pvp'], { genre: 'MMORPG' });
    const hits = similarGames(mmo, [mmo, stranger, ...others, best]);
    expect(hits).toHaveLength(6);
    expect(hits[0]?.game.title).toBe('Twin');
    expect(hits.map((hit) => hit.game.title)).not.toContain('Elf Quest');
    expect(hits.map((hit) => hit.game.title)).not.toContain('Stranger');
    expect(hits.slice(1).map((hit) => hit.game.title)).toEqual(['Fantasy 7', 'Fantasy 6', 'Fantasy 5', 'Fantasy 4', 'Fantasy 3']);
  });

  it('gives a one-line reason naming what is shared, the genre once', () => {
    const twin = game('Twin', ['mmorpg', 'fantasy', 'pvp'], { genre: 'MMORPG' });
    expect(similarGames(mmo, [twin])[0]?.reason).toBe('Shares MMORPG · fantasy · PvP');
    const studio = game('Studio', [], { developer: 'Elfworks' });
    expect(similarGames(mmo, [studio])[0]?.reason).toBe('Shares developer Elfworks');
  });

  it('offers nothing for an index with no other related game', () => {
    expect(similarGames(mmo, [mmo, game('Far', ['racing'])])).toEqual([]);
  });
});
