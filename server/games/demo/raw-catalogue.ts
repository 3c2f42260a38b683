/**
 * Catalogue data shaped exactly as the games service sends it (docs/games-service.md), before any cleaning:
 * padded strings, `\r\n` and all. The demo catalogue and the test fixtures are both built from it.
 */

/** A `/games` list item: always these 11 fields. */
export interface RawListItem {
  id: number;
  title: string;
  thumbnail: string;
  short_description: string;
  game_url: string;
  genre: string;
  platform: string;
  publisher: string;
  developer: string;
  release_date: string;
  freetogame_profile_url: string;
}

export interface RawRequirements {
  os: string;
  processor: string;
  memory: string;
  graphics: string;
  storage: string;
}

interface RawScreenshot {
  id: number;
  image: string;
}

/**
 * A `/game?id=N` response: the list fields (the platform text differs, quirk 2) and the details;
 * `minimum_system_requirements` is absent (not null) for browser games.
 */
export interface RawDetail extends RawListItem {
  status: string;
  description: string;
  minimum_system_requirements?: RawRequirements;
  screenshots: RawScreenshot[];
}

/** One game with what the service knows but does not send: its tags and its ranks. */
export interface RawGame {
  item: RawListItem;
  detail: RawDetail;
  /** Category tags (CATEGORIES of src/contract); never in the payload (quirk 7). */
  tags: readonly string[];
  /** 1 = most popular. */
  popularityRank: number;
  /** 1 = most relevant; also the default order of `/games`. */
  relevanceRank: number;
}

export interface RawCatalogue {
  games: readonly RawGame[];
  byId: ReadonlyMap<number, RawGame>;
}

/** Builds the id index of a list of games. */
export function toCatalogue(games: readonly RawGame[]): RawCatalogue {
  return { games, byId: new Map(games.map((game) => [game.item.id, game])) };
}
