/** Demo tags (categories) per game and the popularity and relevance orders the real service keeps. */
import { CATEGORIES } from '../../../src/contract/games-query.js';
import type { Random } from './random.js';

/** Tags every game of a genre carries, then tags it may carry (docs/games-service.md quirk 7: genre is not the category). */
const GENRE_TAGS: Readonly<Record<string, { always: string[]; maybe: string[] }>> = {
  MMORPG: { always: ['mmorpg', 'mmo'], maybe: ['fantasy', 'sci-fi', 'anime', '3d', '2d', 'pvp', 'pve', 'open-world', 'sandbox'] },
  Shooter: { always: ['shooter'], maybe: ['first-person', 'third-Person', 'pvp', 'military', 'sci-fi', '3d', 'mmofps', 'mmotps', 'zombie'] },
  Strategy: { always: ['strategy'], maybe: ['turn-based', 'mmorts', 'tower-defense', 'top-down', 'fantasy', 'military', 'space', '2d'] },
  'Card Game': { always: ['card'], maybe: ['2d', '3d', 'fantasy', 'anime', 'pvp', 'turn-based'] },
  MOBA: { always: ['moba', 'pvp'], maybe: ['top-down', '3d', 'fantasy', 'superhero'] },
  Sports: { always: ['sports'], maybe: ['3d', 'pvp'] },
  Fighting: { always: ['fighting'], maybe: ['martial-arts', 'anime', '2d', '3d', 'pvp', 'superhero'] },
  MMO: { always: ['mmo'], maybe: ['3d', 'sandbox', 'open-world', 'survival', 'sailing', 'space', 'tank', 'flight', 'voxel'] },
  'Battle Royale': { always: ['battle-royale', 'shooter', 'pvp'], maybe: ['third-Person', 'first-person', 'survival', '3d'] },
  Social: { always: ['social'], maybe: ['3d', '2d', 'sandbox', 'anime', 'pixel'] },
  RPG: { always: ['fantasy'], maybe: ['pve', 'turn-based', 'anime', '2d', '3d', 'pixel'] },
  Racing: { always: ['racing'], maybe: ['3d', 'pvp'] },
  ARPG: { always: ['action-rpg', 'action'], maybe: ['fantasy', 'top-down', '3d', 'pve'] },
  'Action RPG': { always: ['action-rpg', 'action'], maybe: ['fantasy', 'third-Person', '3d', 'pve', 'anime'] },
  MMOARPG: { always: ['action-rpg', 'mmorpg', 'mmo'], maybe: ['fantasy', '3d', 'pvp', 'anime'] },
  'Dungeon Crawler': { always: ['action-rpg', 'pve'], maybe: ['permadeath', 'top-down', 'horror', 'pixel', '2d'] },
  'Action Game': { always: ['action'], maybe: ['side-scroller', 'third-Person', 'superhero', 'zombie', 'horror', '2d'] },
  Action: { always: ['action'], maybe: ['side-scroller', 'third-Person', 'superhero', 'zombie', 'horror', '3d'] },
  Fantasy: { always: ['fantasy'], maybe: ['3d', 'open-world', 'pve'] },
};

/** A game's category tags from its genre and platform. */
export function tagsFor(random: Random, genre: string, browser: boolean): string[] {
  const rule = GENRE_TAGS[genre] ?? { always: [], maybe: ['3d'] };
  const tags = new Set(rule.always);
  for (const tag of rule.maybe) if (random.chance(0.3)) tags.add(tag);
  if (browser && random.chance(0.5)) tags.add('low-spec');
  if (browser && random.chance(0.3)) tags.add('2d');
  return [...tags];
}

/**
 * Adds under-used categories to random games until every category of the contract has at least
 * `minimum` games, so every category page of the demo catalogue has something to show.
 */
export function coverCategories(random: Random, tagLists: string[][], minimum: number): void {
  for (const category of CATEGORIES) {
    let count = tagLists.filter((tags) => tags.includes(category)).length;
    for (let attempt = 0; count < minimum && attempt < tagLists.length * 4; attempt += 1) {
      const tags = random.pick(tagLists);
      if (!tags.includes(category)) {
        tags.push(category);
        count += 1;
      }
    }
  }
}

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
