import { parseGameDetail, parseGameList, type GameDetail, type GameListItem } from '../../../src/contract/game.js';
import type { GamesQuery } from '../../../src/contract/games-query.js';
import { thumbnailUrl } from '../../../src/contract/api.js';
import { toDetail, toListItem, type UrlRules } from '../response-shape.js';
import { DEMO_FIRST_ID, demoCatalogue } from './demo-catalogue.js';
import { queryCatalogue } from './query-catalogue.js';
import type { RawGame } from './raw-catalogue.js';

/** Demo images are ours (same-origin paths the schema accepts); links are the ones we wrote. */
const DEMO_RULES: UrlRules = {
  thumbnail: (id) => thumbnailUrl(id),
  link: (url) => url,
  image: (url) => url,
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
 * catalogue alone answers for it, "game not found" included.
 */
export function isDemoId(id: number): boolean {
  return id >= DEMO_FIRST_ID;
}

/** The raw demo game with this id; ids below the demo range never build the catalogue. */
export function demoGame(id: number): RawGame | undefined {
  return isDemoId(id) ? demoCatalogue().byId.get(id) : undefined;
}
