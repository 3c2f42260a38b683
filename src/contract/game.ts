/**
 * The games payloads: one schema for what the games service sends, what our server answers and
 * what the app and the service worker accept. Parsing also cleans: strings are trimmed and a URL
 * that is not http(s) (or a same-origin path) is dropped, so no component ever sees one.
 */
import { array, defaulted, integer, nullable, number, optional, string, type, union, literal, coerce, type Infer, type Struct, StructError } from 'superstruct';
import { create } from './struct-checks.js';
import { isRecord } from './is-record.js';
import { isSafeUrl } from './safe-url.js';

/** A string field, trimmed (docs/games-service.md quirk 3); null or absent read as ''. */
const text = defaulted(coerce(string(), nullable(string()), (value) => (value ?? '').trim()), '');
/** A required string field, trimmed. */
const requiredText = coerce(string(), string(), (value) => value.trim());
/** A URL field: kept only when safe, otherwise undefined (quirk 9). */
const url = coerce(optional(string()), nullable(string()), (value) => {
  const trimmed = value?.trim();
  return trimmed && isSafeUrl(trimmed) ? trimmed : undefined;
});

/** What each kind of field accepts and how it is cleaned. */
const KIND_STRUCTS = { id: integer(), title: requiredText, text, url } as const;
type FieldKind = keyof typeof KIND_STRUCTS;

/** The list item's fields (docs/games-service.md: always these 11) and their kinds: one table for both parsers below. */
const LIST_FIELD_KINDS = {
  id: 'id',
  title: 'title',
  thumbnail: 'url',
  short_description: 'text',
  game_url: 'url',
  genre: 'text',
  platform: 'text',
  publisher: 'text',
  developer: 'text',
  release_date: 'text',
  freetogame_profile_url: 'url',
} as const satisfies Record<string, FieldKind>;

type ListFields = { [K in keyof typeof LIST_FIELD_KINDS]: (typeof KIND_STRUCTS)[(typeof LIST_FIELD_KINDS)[K]] };
const listFields = Object.fromEntries(
  Object.entries(LIST_FIELD_KINDS).map(([field, kind]) => [field, KIND_STRUCTS[kind]]),
) as ListFields;

export const GameListItem = type(listFields);
export type GameListItem = Infer<typeof GameListItem>;

const GameList = array(GameListItem);

const SystemRequirements = type({
  os: text,
  processor: text,
  memory: text,
  graphics: text,
  storage: text,
});
type SystemRequirements = Infer<typeof SystemRequirements>;

const Screenshot = type({ id: number(), image: url });

export const GameDetail = type({
  ...listFields,
  status: optional(text),
  description: text,
  // Absent, not null, for browser games (quirk 1).
  minimum_system_requirements: optional(nullable(SystemRequirements)),
  screenshots: defaulted(array(Screenshot), []),
});
export type GameDetail = Infer<typeof GameDetail>;

/** The games service's error envelope: `{status: 0, status_message}` (docs/games-service.md, "Errors"). */
export const UpstreamError = type({
  status: union([literal(0), number()]),
  status_message: string(),
});

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Validates and cleans a games list. A clean list is read in one plain loop with the same rules as
 * the schema (superstruct's generic walk costs about 50 ms for 418 games in a browser); anything
 * that loop does not recognise goes through the schema itself, for its verdict and message.
 */
export function parseGameList(json: unknown): ParseResult<GameListItem[]> {
  return readCleanList(json) ?? parseGameListBySchema(json);
}

/** The schema's own reading of a games list: what parseGameList must always agree with. */
export function parseGameListBySchema(json: unknown): ParseResult<GameListItem[]> {
  return parseWith(json, GameList, 'games list');
}

/** Marks a value the schema would refuse or treat specially: the whole list then goes to the schema. */
const REFUSED = Symbol('refused');

function cleanField(kind: FieldKind, value: unknown): unknown {
  switch (kind) {
    case 'id':
      return typeof value === 'number' && Number.isInteger(value) ? value : REFUSED;
    case 'title':
      return typeof value === 'string' ? value.trim() : REFUSED;
    case 'text':
      if (value === undefined || value === null) return '';
      return typeof value === 'string' ? value.trim() : REFUSED;
    case 'url': {
      if (value === undefined || value === null) return undefined;
      if (typeof value !== 'string') return REFUSED;
      const trimmed = value.trim();
      return trimmed && isSafeUrl(trimmed) ? trimmed : undefined;
    }
  }
}

/**
 * One list item cleaned as GameListItem would clean it, when it is plainly well-formed; undefined
 * when the schema must judge it. Its other fields are kept, as the schema's type() keeps them.
 */
export function readCleanItem(raw: unknown): Record<string, unknown> | undefined {
  if (!isRecord(raw)) return undefined;
  const item: Record<string, unknown> = { ...raw };
  for (const [field, kind] of Object.entries(LIST_FIELD_KINDS)) {
    const value = cleanField(kind, raw[field]);
    if (value === REFUSED) return undefined;
    // Like the schema: an absent URL stays absent rather than becoming an undefined field.
    if (value !== undefined || field in raw) item[field] = value;
  }
  return item;
}

/** The cleaned list when every item is plainly well-formed, else undefined. */
function readCleanList(json: unknown): ParseResult<GameListItem[]> | undefined {
  if (!Array.isArray(json)) return undefined;
  const items: GameListItem[] = [];
  for (const raw of json as unknown[]) {
    const item = readCleanItem(raw);
    if (!item) return undefined;
    items.push(item as GameListItem);
  }
  return { ok: true, value: items };
}

/** Validates and cleans one game's details. */
export function parseGameDetail(json: unknown): ParseResult<GameDetail> {
  return parseWith(json, GameDetail, 'game details');
}

function parseWith<T, S>(json: unknown, struct: Struct<T, S>, what: string): ParseResult<T> {
  try {
    return { ok: true, value: create(json, struct) };
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    return { ok: false, message: `The ${what} had an unexpected shape. ${error.message}` };
  }
}
