/** A games service in memory for the index builder: tags and orders as lists, failures on demand. */
import type { GameListItem } from '../../../src/contract/game.js';
import type { Category, GamesQuery } from '../../../src/contract/games-query.js';
import type { IndexSource, ListResult } from '../../../server/games/catalogue-index/catalogue-index-builder.js';

export function fakeGame(id: number, title: string): GameListItem {
  return {
    id, title, thumbnail: `https://www.freetogame.com/g/${id}/thumbnail.jpg`, short_description: `About ${title}`,
    game_url: `https://www.freetogame.com/open/g${id}`, genre: 'Shooter', platform: 'PC (Windows)',
    publisher: 'Pub', developer: 'Dev', release_date: '2020-01-01', freetogame_profile_url: `https://www.freetogame.com/g${id}`,
  };
}

export interface FakeIndexService extends IndexSource {
  queries: GamesQuery[];
  /** Queries whose next answers fail. */
  failing: Set<string>;
}

export const queryKey = (query: GamesQuery): string => JSON.stringify(query);

export function fakeIndexService(games: GameListItem[], tags: Partial<Record<Category, number[]>>, orders: { popularity: number[]; relevance: number[] }): FakeIndexService {
  const byId = new Map(games.map((game) => [game.id, game]));
  const pick = (ids: number[]): GameListItem[] => ids.flatMap((id) => byId.get(id) ?? []);
  const service: FakeIndexService = {
    name: 'freetogame',
    queries: [],
    failing: new Set(),
    async list(query): Promise<ListResult> {
      service.queries.push(query);
      if (service.failing.has(queryKey(query))) return { ok: false, reason: 'HTTP 500' };
      if (query.category) return { ok: true, value: pick(tags[query.category] ?? []) };
      if (query['sort-by'] === 'popularity') return { ok: true, value: pick(orders.popularity) };
      if (query['sort-by'] === 'relevance') return { ok: true, value: pick(orders.relevance) };
      return { ok: true, value: games };
    },
  };
  return service;
}
