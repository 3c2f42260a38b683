/**
 * The games payloads: one schema for what the games service sends, what our server answers and
 * what the app and the service worker accept. Parsing also cleans: strings are trimmed and a URL
 * that is not http(s) (or a same-origin path) is dropped, so no component ever sees one.
 */
import {
  array, create, defaulted, integer, nullable, number, optional, string, type, union, literal,
  coerce, type Infer, type Struct, StructError,
} from 'superstruct';
import { isSafeUrl } from './safe-url.js';

/** A string field, trimmed (UPSTREAM.md quirk 3); null or absent read as ''. */
const text = defaulted(coerce(string(), nullable(string()), (value) => (value ?? '').trim()), '');
/** A required string field, trimmed. */
const requiredText = coerce(string(), string(), (value) => value.trim());
/** A URL field: kept only when safe, otherwise undefined (quirk 9). */
const url = coerce(optional(string()), nullable(string()), (value) => {
  const trimmed = value?.trim();
  return trimmed && isSafeUrl(trimmed) ? trimmed : undefined;
});

const listFields = {
  id: integer(),
  title: requiredText,
  thumbnail: url,
  short_description: text,
  game_url: url,
  genre: text,
  platform: text,
  publisher: text,
  developer: text,
  release_date: text,
  freetogame_profile_url: url,
};

export const GameListItem = type(listFields);
export type GameListItem = Infer<typeof GameListItem>;

export const GameList = array(GameListItem);

export const SystemRequirements = type({
  os: text,
  processor: text,
  memory: text,
  graphics: text,
  storage: text,
});
export type SystemRequirements = Infer<typeof SystemRequirements>;

export const Screenshot = type({ id: number(), image: url });

export const GameDetail = type({
  ...listFields,
  status: optional(text),
  description: text,
  // Absent, not null, for browser games (quirk 1).
  minimum_system_requirements: optional(nullable(SystemRequirements)),
  screenshots: defaulted(array(Screenshot), []),
});
export type GameDetail = Infer<typeof GameDetail>;

/** The games service's error envelope: `{status: 0, status_message}` (UPSTREAM.md, "Errors"). */
export const UpstreamError = type({
  status: union([literal(0), number()]),
  status_message: string(),
});

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** Validates and cleans a games list. */
export function parseGameList(json: unknown): ParseResult<GameListItem[]> {
  return parseWith(json, GameList, 'games list');
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
