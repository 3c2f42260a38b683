import type { Random } from './random.js';

export interface RankInput {
  id: number;
  genre: string;
  releaseDate: string;
}

export interface Ranks {
  popularityRank: number;
  relevanceRank: number;
}

function ranksOf(scores: Map<number, number>): Map<number, number> {
  const order = [...scores].sort(([idA, a], [idB, b]) => b - a || idA - idB);
  return new Map(order.map(([id], index) => [id, index + 1]));
}

/**
 * Popularity (a skewed random score, big genres a little ahead) and relevance (popularity mixed
 * with recency) as ranks, 1 first; relevance is also the default order of `/games`.
 */
export function rankGames(random: Random, games: readonly RankInput[]): Map<number, Ranks> {
  const popularity = new Map<number, number>();
  const relevance = new Map<number, number>();
  for (const game of games) {
    const bonus = game.genre.trim() === 'MMORPG' || game.genre === 'Shooter' ? 0.15 : 0;
    const score = random.next() ** 2 + bonus;
    popularity.set(game.id, score);
    const age = (2027 - Number(game.releaseDate.slice(0, 4))) / 30;
    relevance.set(game.id, 0.6 * score + 0.4 * (1 - age) + 0.1 * random.next());
  }
  const popularityRanks = ranksOf(popularity);
  const relevanceRanks = ranksOf(relevance);
  return new Map(games.map((game) => [game.id, {
    popularityRank: popularityRanks.get(game.id) ?? games.length,
    relevanceRank: relevanceRanks.get(game.id) ?? games.length,
  }]));
}
