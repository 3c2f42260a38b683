/**
 * The catalogue index (`GET /api/catalogue`): every game with its tags and its place in the
 * service's popularity and relevance orders, so the app can search, filter and sort locally.
 * Tags and those orders exist only as the service's query responses (docs/games-service.md), so the
 * server inverts them into these fields.
 */
import { array, boolean, integer, min, nonempty, optional, string, type, enums, StructError, type Infer } from 'superstruct';
import { create, validate } from './struct-checks.js';
import { GameListItem, readCleanItem, type ParseResult } from './game.js';
import { isRecord } from './is-record.js';
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
  if (!isRecord(json) || !Array.isArray(json.games)) return parseCatalogueIndexBySchema(json);
  const games = readCleanGames(json.games);
  if (!games) return parseCatalogueIndexBySchema(json);
  // The schema reads the few fields before `games`; the plain loop has read the games.
  const head = parseCatalogueIndexBySchema({ ...json, games: [] });
  return head.ok ? { ok: true, value: { ...head.value, games } } : head;
}

/** The schema's own reading of an index: what parseCatalogueIndex must always agree with. */
export function parseCatalogueIndexBySchema(json: unknown): ParseResult<CatalogueIndex> {
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

const KNOWN_TAGS = new Set<string>(CATEGORIES);
const isPosition = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/**
 * The games cleaned as CatalogueGames would clean them, when every one is plainly well-formed; else
 * undefined, and the schema judges them. A page's first schema check of 410 games took 100-121 ms
 * of CPU in Node (its code not yet optimised), this loop 3.4-4.1 ms (docs/decisions.md, "Start-up
 * never blocks").
 */
function readCleanGames(games: readonly unknown[]): CatalogueGame[] | undefined {
  const clean: CatalogueGame[] = [];
  for (const raw of games) {
    const item = readCleanItem(raw);
    if (!item) return undefined;
    const { tags, rank } = item;
    if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string' && KNOWN_TAGS.has(tag))) return undefined;
    if (!isRecord(rank)) return undefined;
    const { popularity, relevance } = rank;
    if (!isPosition(popularity) || !isPosition(relevance)) return undefined;
    clean.push({ ...item, tags: [...tags], rank: { ...rank } } as CatalogueGame);
  }
  return clean;
}

/**
 * parseCatalogueIndex's result in steps: the fields before `games`, then GAMES_PER_STEP games at a
 * time with `between` awaited before each step, so that a page checking the whole index never
 * blocks its main thread for the length of it (docs/decisions.md, "Start-up never blocks"). A
 * refused index gets parseCatalogueIndex's own message, which names the game's place in the index.
 */
export async function parseCatalogueIndexInSteps(json: unknown, between: () => Promise<void>): Promise<ParseResult<CatalogueIndex>> {
  if (!isRecord(json) || !Array.isArray(json.games)) return parseCatalogueIndex(json);
  const games: readonly unknown[] = json.games;
  // The schema checks its fields in order and `games` is the last, so the first error is the same.
  const head = parseCatalogueIndexBySchema({ ...json, games: [] });
  if (!head.ok) return head;
  const checked: CatalogueGame[] = [];
  for (let start = 0; start < games.length; start += GAMES_PER_STEP) {
    await between();
    const slice = games.slice(start, start + GAMES_PER_STEP);
    const clean = readCleanGames(slice);
    if (clean) {
      checked.push(...clean);
      continue;
    }
    const [error, step] = validate(slice, CatalogueGames, { coerce: true });
    if (error) return parseCatalogueIndex(json);
    checked.push(...step);
  }
  return { ok: true, value: { ...head.value, games: checked } };
}
