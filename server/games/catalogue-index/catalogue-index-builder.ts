/**
 * Builds the catalogue index from the games service's own answers: the full list, one list per
 * documented tag (tags exist only as query filters) and the popularity and relevance orders
 * (orders, not fields), as docs/games-service.md records. Calls go one at a time; the caller's
 * list function passes each through the upstream gate, timeout, size cap and schema check.
 */
import type { CatalogueSource } from '../../../src/contract/api.js';
import type { CatalogueGame, CatalogueIndex } from '../../../src/contract/catalogue.js';
import { CATALOGUE_TAGS } from '../../../src/contract/catalogue-tags.js';
import type { GameListItem } from '../../../src/contract/game.js';
import type { Category, GamesQuery } from '../../../src/contract/games-query.js';

/** One games list from the source, or why it could not be had. */
export type ListResult = { ok: true; value: GameListItem[] } | { ok: false; reason: string };

export interface IndexSource {
  name: CatalogueSource;
  list(query: GamesQuery): Promise<ListResult>;
}

export interface BuildOptions {
  source: IndexSource;
  /** The last good index: a failed tag or order call keeps what it said. */
  previous?: CatalogueIndex;
  now: () => number;
  /** Told about each failed call; the build goes on without it. */
  onFailure?: (what: string, reason: string) => void;
  /** Given the plain list as soon as it is known, before the 47 other calls. */
  onList?: (games: GameListItem[]) => void;
  signal?: AbortSignal;
}

export type BuildResult = { ok: true; index: CatalogueIndex; failures: number } | { ok: false; reason: string };

/** The plain list as an index with no tags, marked partial, ranked by its own order. */
export function partialIndex(sourceName: string, games: GameListItem[], now: number): CatalogueIndex {
  return {
    generated_at: new Date(now).toISOString(),
    source: sourceName,
    partial: true,
    tags: [],
    games: games.map((game, at) => ({ ...game, tags: [], rank: { popularity: at + 1, relevance: at + 1 } })),
  };
}

/** Each game's 1-based position in an order; games it lacks come after, in the full list's order. */
function positions(order: GameListItem[] | undefined, games: GameListItem[], previous: Map<number, number>): Map<number, number> {
  const at = new Map<number, number>();
  if (order) order.forEach((game, index) => { if (!at.has(game.id)) at.set(game.id, index + 1); });
  else for (const [id, rank] of previous) at.set(id, rank);
  let next = Math.max(0, ...at.values()) + 1;
  for (const game of games) if (!at.has(game.id)) at.set(game.id, next++);
  return at;
}

/** Builds a full index; fails only when the full list itself cannot be had. */
export async function buildCatalogueIndex(options: BuildOptions): Promise<BuildResult> {
  const { source, previous } = options;
  const full = await source.list({});
  if (!full.ok) return { ok: false, reason: `games list: ${full.reason}` };
  options.onList?.(full.value);
  let failures = 0;
  const ask = async (what: string, query: GamesQuery): Promise<GameListItem[] | undefined> => {
    if (options.signal?.aborted) return undefined;
    const result = await source.list(query);
    if (result.ok) return result.value;
    failures += 1;
    options.onFailure?.(what, result.reason);
    return undefined;
  };

  const previousGames = new Map((previous?.games ?? []).map((game) => [game.id, game]));
  const previousRank = (key: 'popularity' | 'relevance') =>
    new Map([...previousGames.values()].map((game) => [game.id, game.rank[key]]));
  const popularity = positions(await ask('popularity order', { 'sort-by': 'popularity' }), full.value, previousRank('popularity'));
  const relevance = positions(await ask('relevance order', { 'sort-by': 'relevance' }), full.value, previousRank('relevance'));

  const tagsOf = new Map<number, Category[]>(full.value.map((game) => [game.id, []]));
  for (const { slug } of CATALOGUE_TAGS) {
    const members = await ask(`tag ${slug}`, { category: slug });
    const ids = members
      ? members.map((game) => game.id)
      // Kept from the last good index: a failed call never empties a tag.
      : [...previousGames.values()].filter((game) => game.tags.includes(slug)).map((game) => game.id);
    for (const id of ids) tagsOf.get(id)?.push(slug);
  }
  if (options.signal?.aborted) return { ok: false, reason: 'stopped' };

  const games: CatalogueGame[] = full.value.map((game) => ({
    ...game,
    tags: tagsOf.get(game.id) ?? [],
    rank: { popularity: popularity.get(game.id) ?? 1, relevance: relevance.get(game.id) ?? 1 },
  }));
  return {
    ok: true,
    failures,
    index: { generated_at: new Date(options.now()).toISOString(), source: source.name, tags: [...CATALOGUE_TAGS], games },
  };
}
