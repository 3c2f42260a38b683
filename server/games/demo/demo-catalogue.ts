/** The demo catalogue: built once, queried like the service, and cleaned into our response shapes. */
import { thumbnailUrl } from '../../../src/contract/api.js';
import { generateCatalogue } from './generate-catalogue.js';
import type { RawCatalogue, RawGame } from './raw-catalogue.js';
import type { GamesQuery } from '../../../src/contract/games-query.js';
import { compareTitles } from '../catalogue/compare-titles.js';
import { LIST_PLATFORMS } from './distribution.js';
import { parseGameDetail, parseGameList, type GameDetail, type GameListItem } from '../../../src/contract/game.js';
import { toDetail, toListItem, type UrlRules } from '../catalogue/response-shape.js';

/**
 * Demo ids live in a range the real service does not use, so a demo game and a live game never
 * share a detail URL or a thumbnail URL (browsers keep thumbnails for 30 days).
 */
export const DEMO_FIRST_ID = 100_001;
const DEMO_GAME_COUNT = 400;
const DEMO_SEED = 0x5eed_f2b;

/**
 * Demo games are not real, so they link to the games service's home page (a real, safe page that
 * explains where real games live) rather than to made-up `/open/{slug}` pages that would 404.
 */
export const DEMO_LINK = 'https://www.freetogame.com/';

let catalogue: RawCatalogue | undefined;

/** The demo catalogue: generated on first use, then kept (about 400 games, 1 MB of text). */
export function demoCatalogue(): RawCatalogue {
  catalogue ??= generateCatalogue({
    seed: DEMO_SEED,
    count: DEMO_GAME_COUNT,
    firstId: DEMO_FIRST_ID,
    urls: {
      // Our server draws these images itself (demo-thumbnail.ts).
      thumbnail: (id) => thumbnailUrl(id),
      screenshot: (id) => thumbnailUrl(id),
      gameUrl: () => DEMO_LINK,
      profileUrl: () => DEMO_LINK,
    },
  });
  return catalogue;
}

export interface QueryOptions {
  /** How `sort-by=alphabetical` orders; ours is locale-aware (a fake service may order otherwise). */
  alphabetical?: (a: RawGame, b: RawGame) => number;
}

const ORDERS: Record<string, (a: RawGame, b: RawGame) => number> = {
  relevance: (a, b) => a.relevanceRank - b.relevanceRank,
  popularity: (a, b) => a.popularityRank - b.popularityRank,
  'release-date': (a, b) => b.item.release_date.localeCompare(a.item.release_date) || b.item.id - a.item.id,
  alphabetical: (a, b) => compareTitles(a.item, b.item),
};

/**
 * The games of a catalogue that a `/games` query selects, in the order it asks for: platform and
 * category filter (a game on both platforms matches either), no sort means relevance.
 */
export function queryCatalogue(catalogue: RawCatalogue, query: GamesQuery, options: QueryOptions = {}): RawGame[] {
  const platformText = query.platform === 'pc' || query.platform === 'browser' ? LIST_PLATFORMS[query.platform] : undefined;
  const category = query.category;
  const games = catalogue.games.filter((game) =>
    (platformText === undefined || game.item.platform.includes(platformText))
    && (category === undefined || game.tags.includes(category)));
  const sort = query['sort-by'] ?? 'relevance';
  const compare = sort === 'alphabetical' && options.alphabetical ? options.alphabetical : ORDERS[sort];
  return compare ? games.sort(compare) : games;
}

/** Demo images are ours (same-origin paths the schema accepts); links are the ones we wrote. */
const DEMO_RULES: UrlRules = {
  thumbnail: (id) => thumbnailUrl(id),
  link: (url) => url,
  screenshot: (_id, url) => url,
};

/** Our own data must always pass our own schema; failing here is a bug, not an upstream problem. */
function unwrap<T>(result: { ok: true; value: T } | { ok: false; message: string }): T {
  if (!result.ok) throw new Error(`demo catalogue: ${result.message}`);
  return result.value;
}

/**
 * A demo list, cleaned by the same schema as live data (the raw demo data is padded and has
 * `\r\n` like the real thing).
 */
export function demoList(query: GamesQuery): GameListItem[] {
  const items = queryCatalogue(demoCatalogue(), query).map((game) => game.item);
  return unwrap(parseGameList(items)).map((item) => toListItem(item, DEMO_RULES));
}

/** One demo game's details, or undefined when the demo catalogue has no such id. */
export function demoDetail(id: number): GameDetail | undefined {
  const game = demoGame(id);
  return game ? toDetail(unwrap(parseGameDetail(game.detail)), DEMO_RULES) : undefined;
}

/**
 * Whether an id lies in the demo range, which the real service never uses: in `auto`, the demo
 * catalogue alone responds for it, "game not found" included.
 */
export function isDemoId(id: number): boolean {
  return id >= DEMO_FIRST_ID;
}

/** The raw demo game with this id; ids below the demo range never build the catalogue. */
export function demoGame(id: number): RawGame | undefined {
  return isDemoId(id) ? demoCatalogue().byId.get(id) : undefined;
}

let screenshotOwners: ReadonlyMap<number, number> | undefined;

/**
 * The demo game a demo screenshot belongs to (its ids start at four times the first game id): the
 * demo draws no screenshots of its own, so `/screenshots/:id` shows that game's drawn picture.
 */
export function demoScreenshotGame(screenshotId: number): number | undefined {
  if (screenshotId < DEMO_FIRST_ID * 4) return undefined;
  screenshotOwners ??= new Map(demoCatalogue().games.flatMap((game) => game.detail.screenshots.map((shot) => [shot.id, game.item.id] as const)));
  return screenshotOwners.get(screenshotId);
}
