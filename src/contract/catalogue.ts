/**
 * The catalogue index (`GET /api/catalogue`): every game with its tags and its place in the
 * service's popularity and relevance orders, so the app can search, filter and sort locally.
 * Tags and those orders exist only as the service's query responses (docs/games-service.md), so the
 * server inverts them into these fields.
 */
import { array, boolean, integer, min, nonempty, optional, string, type, enums, StructError, type Infer } from 'superstruct';
import { create, validate } from './struct-checks.js';
import { GameListItem, type ParseResult } from './game.js';
import { CATEGORIES } from './games-query.js';

/** A game's 1-based position in one of the service's orders. */
const position = min(integer(), 1);

const CatalogueRank = type({ popularity: position, relevance: position });
type CatalogueRank = Infer<typeof CatalogueRank>;

export const CatalogueGame = type({
  ...GameListItem.schema,
  tags: array(enums(CATEGORIES)),
  rank: CatalogueRank,
});
export type CatalogueGame = Infer<typeof CatalogueGame>;

export const CatalogueIndex = type({
  generated_at: nonempty(string()),
  source: nonempty(string()),
  /** True while no full build exists yet: the plain list, with no tags. */
  partial: optional(boolean()),
  tags: array(type({ slug: enums(CATEGORIES), label: nonempty(string()) })),
  games: array(CatalogueGame),
});
export type CatalogueIndex = Infer<typeof CatalogueIndex>;

/** Validates and cleans a catalogue index; a missing field or a wrong type is refused. */
export function parseCatalogueIndex(json: unknown): ParseResult<CatalogueIndex> {
  try {
    return { ok: true, value: create(json, CatalogueIndex) };
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    return { ok: false, message: `The catalogue index had an unexpected shape. ${error.message}` };
  }
}

/** Games checked in one step of parseCatalogueIndexInSteps: a few milliseconds on a phone's CPU. */
const GAMES_PER_STEP = 25;
const CatalogueGames = array(CatalogueGame);

/**
 * parseCatalogueIndex's result in steps: the fields before `games`, then GAMES_PER_STEP games at a
 * time with `between` awaited before each step, so that a page checking the whole index never
 * blocks its main thread for the length of it (docs/decisions.md, "Start-up never blocks"). A
 * refused index gets parseCatalogueIndex's own message, which names the game's place in the index.
 */
export async function parseCatalogueIndexInSteps(json: unknown, between: () => Promise<void>): Promise<ParseResult<CatalogueIndex>> {
  const record = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
  const games = record?.games;
  if (!record || !Array.isArray(games)) return parseCatalogueIndex(json);
  // The schema checks its fields in order and `games` is the last, so the first error is the same.
  const head = parseCatalogueIndex({ ...record, games: [] });
  if (!head.ok) return head;
  const checked: CatalogueGame[] = [];
  for (let start = 0; start < games.length; start += GAMES_PER_STEP) {
    await between();
    const [error, step] = validate(games.slice(start, start + GAMES_PER_STEP), CatalogueGames, { coerce: true });
    if (error) return parseCatalogueIndex(json);
    checked.push(...step);
  }
  return { ok: true, value: { ...head.value, games: checked } };
}
