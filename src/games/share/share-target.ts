/**
 * Where a share into the installed app leads (the manifest's share_target, GET `title`, `text`,
 * `url`): a FreeToGame link, either a game's FreeToGame page or its `/open/…` play link, in `url`
 * or in `text` (Android puts it there), opens that game's page; any other text or title opens
 * Browse with it as the query, cleaned and capped; anything else (another site's link, a script
 * URL, nothing) opens the landing page. Nothing shared is ever navigated to or run.
 */
import type { GameListItem } from '../../contract';
import { MAX_QUERY_LENGTH } from '../browse/browse-state';

export type ShareDestination = { kind: 'game'; id: number } | { kind: 'browse'; query: string } | { kind: 'home' };

export interface SharedFields {
  title?: string | null;
  text?: string | null;
  url?: string | null;
}

/** Shared fields are read this far: 10 KB of text costs nothing more than 2. */
const MAX_FIELD_LENGTH = 2_048;
const FREETOGAME_HOSTS = new Set(['freetogame.com', 'www.freetogame.com']);
const GAME_PATH = /^\/(?:open\/)?[a-z0-9][a-z0-9-]{0,99}$/;
const URLS_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/gi;

/** The lower-case path of a FreeToGame game link (`/warframe`, `/open/warframe`), else undefined. */
export function freeToGamePath(candidate: string): string | undefined {
  let url: URL;
  try {
    url = new URL(candidate.trim());
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !FREETOGAME_HOSTS.has(url.hostname.toLowerCase())) return undefined;
  const path = url.pathname.toLowerCase().replace(/\/+$/, '');
  return GAME_PATH.test(path) ? path : undefined;
}

function pathOf(link: string | undefined): string | undefined {
  return link === undefined ? undefined : freeToGamePath(link);
}

/** Text as a search: control characters and links out, spaces collapsed, capped. */
function asQuery(text: string): string {
  return text
    .replace(URLS_IN_TEXT, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/**
 * The destination of a share. `games` (from the catalogue index) turns a FreeToGame link into a
 * game id; without them, or for a link no game has, its name goes to Browse instead.
 */
export function shareDestination(fields: SharedFields, games: readonly GameListItem[] = []): ShareDestination {
  const read = (value: string | null | undefined) => (value ?? '').slice(0, MAX_FIELD_LENGTH);
  const url = read(fields.url);
  const text = read(fields.text);
  const title = read(fields.title);
  const links = [url, ...(text.match(URLS_IN_TEXT) ?? [])];
  for (const link of links) {
    const path = freeToGamePath(link);
    if (path === undefined) continue;
    const game = games.find((candidate) => pathOf(candidate.freetogame_profile_url) === path || pathOf(candidate.game_url) === path);
    if (game) return { kind: 'game', id: game.id };
    return { kind: 'browse', query: asQuery((path.split('/').pop() ?? '').replace(/-/g, ' ')) };
  }
  const query = asQuery(title) || asQuery(text);
  return query ? { kind: 'browse', query } : { kind: 'home' };
}
