/**
 * What the fake games service answers: the real service's payloads and error envelopes built
 * from a fixture catalogue, and the broken variants each fake mode sends.
 */
import { CATEGORIES, PLATFORMS, SORT_ORDERS, type GamesQuery } from '../src/contract/games-query.js';
import { queryCatalogue } from '../server/games/demo/demo-catalogue.js';
import type { RawCatalogue, RawDetail, RawGame, RawListItem } from '../server/games/demo/raw-catalogue.js';

export interface FakeResponse {
  status: number;
  contentType: string;
  body: string | Buffer;
  /** Where a redirect points. */
  location?: string;
}

const SITE_ORIGIN = 'https://www.freetogame.com';

function envelope(status: number, message: string): FakeResponse {
  return { status, contentType: 'application/json', body: JSON.stringify({ status: 0, status_message: message }) };
}

export const NOT_FOUND = (): FakeResponse => envelope(404, 'Object not found');
export const SERVER_ERROR = (): FakeResponse => envelope(500, 'Something wrong on our end');
export const HTML_PAGE: FakeResponse = {
  status: 200,
  contentType: 'text/html; charset=utf-8',
  body: '<!DOCTYPE html><html><head><title>Just a moment…</title></head><body><h1>Checking your browser</h1></body></html>',
};

function json(value: unknown): FakeResponse {
  return { status: 200, contentType: 'application/json', body: JSON.stringify(value) };
}

/** Titles in code-point order, as a naive service sorts them (ties by id). */
function byCodePoint(a: RawGame, b: RawGame): number {
  return a.item.title < b.item.title ? -1 : a.item.title > b.item.title ? 1 : a.item.id - b.item.id;
}

const KNOWN: Record<string, readonly string[]> = { platform: PLATFORMS, category: CATEGORIES, 'sort-by': SORT_ORDERS };

/** `/games`: case-sensitive values as the real one checks them; no match is "Object not found". */
export function listResponse(catalogue: RawCatalogue, query: Record<string, string>): FakeResponse | RawListItem[] {
  for (const [name, allowed] of Object.entries(KNOWN)) {
    const value = query[name];
    if (value !== undefined && !allowed.includes(value)) return envelope(404, `No ${name} found, please check the correct parameters.`);
  }
  // A naive service orders titles by code point; the proxy must re-sort (docs/games-service.md quirk 5).
  const games = queryCatalogue(catalogue, query as GamesQuery, { alphabetical: byCodePoint });
  return games.length > 0 ? games.map((game) => game.item) : NOT_FOUND();
}

/** `/filter?tag=a.b&platform=`: every tag must match. */
export function filterResponse(catalogue: RawCatalogue, query: Record<string, string>): FakeResponse | RawListItem[] {
  const tags = (query.tag ?? '').split('.').filter(Boolean);
  if (tags.length === 0 || tags.some((tag) => !CATEGORIES.includes(tag as never))) return envelope(404, 'No category found, please check the correct parameters.');
  const platformOnly = listResponse(catalogue, query.platform ? { platform: query.platform } : {});
  if (!Array.isArray(platformOnly)) return platformOnly;
  const matching = platformOnly.filter((item) => tags.every((tag) => catalogue.byId.get(item.id)?.tags.includes(tag)));
  return matching.length > 0 ? matching : NOT_FOUND();
}

/** `/game?id=N`. */
export function detailResponse(catalogue: RawCatalogue, query: Record<string, string>): FakeResponse | RawDetail {
  const id = Number(query.id);
  return catalogue.byId.get(id)?.detail ?? NOT_FOUND();
}

/** Points image URLs at the fake itself so the proxy can fetch them. */
function localImage(url: string, origin: string): string {
  return url.startsWith(SITE_ORIGIN) ? origin + url.slice(SITE_ORIGIN.length) : url;
}

const DANGEROUS_URLS = [
  'javascript:alert(document.domain)', ' JAVASCRIPT:alert(1) ', 'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)', '//evil.example/x.jpg', '/g/1/thumbnail.jpg', 'file:///etc/passwd', 'ftp://example.com/x.jpg',
];

function dangerous(index: number): string {
  return DANGEROUS_URLS[index % DANGEROUS_URLS.length] ?? 'javascript:void(0)';
}

/** A list or detail as served: local images, or every URL dangerous in 'javascript-urls' mode. */
export function servedGame<T extends RawListItem | RawDetail>(game: T, origin: string, javascriptUrls: boolean): T {
  if (javascriptUrls) {
    const urls = { thumbnail: dangerous(game.id), game_url: dangerous(game.id + 1), freetogame_profile_url: dangerous(game.id + 2) };
    if (!('screenshots' in game)) return { ...game, ...urls };
    return { ...game, ...urls, screenshots: game.screenshots.map((shot, index) => ({ ...shot, image: dangerous(game.id + index) })) };
  }
  const thumbnail = localImage(game.thumbnail, origin);
  if (!('screenshots' in game)) return { ...game, thumbnail };
  return { ...game, thumbnail, screenshots: game.screenshots.map((shot) => ({ ...shot, image: localImage(shot.image, origin) })) };
}

/**
 * The 'wrong-shape' variants: a list wrapped in an object, a detail whose id is an object. Both
 * objects have a `toString` key that is not a function, so JavaScript cannot turn them into text.
 */
export function wrongShape(value: RawListItem[] | RawDetail): FakeResponse {
  return Array.isArray(value)
    ? json({ count: value.length, results: value, toString: false })
    : json({ ...value, id: { toString: String(value.id) }, title: null });
}

export function fakeJson(value: unknown): FakeResponse {
  return json(value);
}

/** Every image path (thumbnails and screenshots) the catalogue names. */
export function imagePaths(catalogue: RawCatalogue): Set<string> {
  const paths = new Set<string>();
  for (const { detail } of catalogue.games) {
    for (const url of [detail.thumbnail, ...detail.screenshots.map((shot) => shot.image)]) {
      if (url.startsWith(SITE_ORIGIN)) paths.add(url.slice(SITE_ORIGIN.length));
    }
  }
  return paths;
}
