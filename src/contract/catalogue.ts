/**
 * The catalogue index (`GET /api/catalogue`): every game with its tags and its place in the
 * service's popularity and relevance orders, so the app can search, filter and sort locally.
 * Tags and those orders exist only as the service's query responses (docs/games-service.md), so the
 * server inverts them into these fields.
 */
import {
  array, boolean, create, integer, min, nonempty, optional, string, type, enums, StructError,
  type Infer,
} from 'superstruct';
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
