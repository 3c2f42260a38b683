/**
 * Generated requests whose URL is the attack: games list and detail queries, thumbnail ids,
 * /healthz queries and static paths (traversal included). Each says what the server may answer.
 */
import fc from 'fast-check';
import { CATEGORIES, PLATFORMS, SORT_ORDERS } from '../../../src/contract/games-query.js';
import type { HostileCase } from './hostile-case.js';
import { headerSafe, oddShortText, percentEncode, urlText } from './hostile-text.js';

const KNOWN_VALUES: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['platform', PLATFORMS],
  ['category', CATEGORIES],
  ['sort-by', SORT_ORDERS],
]);
const QUERY_KEYS = ['platform', 'category', 'sort-by', 'id', 'Platform', 'sort_by', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'platform[]', ''];
const QUERY_VALUES = [...PLATFORMS, ...CATEGORIES, ...SORT_ORDERS, 'PC', 'Shooter', 'battle-royal', 'action-rbg', 'alphbetical', ''];
const ID_VALUES = ['1', '452', '0', '-1', '1.5', '1e3', '０１', '2147483647', '2147483648', '99999999999', ' 1', '1 ', '0x10', '+1', '01', 'NaN'];

const queryKey = fc.oneof({ arbitrary: fc.constantFrom(...QUERY_KEYS).map(percentEncode), weight: 3 }, { arbitrary: urlText, weight: 1 });
const longValue = fc.integer({ min: 500, max: 3_000 }).map((length) => 'x'.repeat(length));
const queryValue = fc.oneof(
  { arbitrary: fc.constantFrom(...QUERY_VALUES).map(percentEncode), weight: 4 },
  { arbitrary: urlText, weight: 2 },
  { arbitrary: longValue, weight: 1 },
);
const idValue = fc.oneof({ arbitrary: fc.constantFrom(...ID_VALUES).map(percentEncode), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 700 }).map(String), weight: 3 }, { arbitrary: urlText, weight: 2 });
const pairs = (key: fc.Arbitrary<string>, value: fc.Arbitrary<string>) =>
  fc.array(fc.oneof(fc.tuple(key, value).map(([k, v]) => `${k}=${v}`), key), { maxLength: 4 }).map((parts) => parts.join('&'));

/** What /api/games does with a raw query: 200 only for known parameters, once each, with known values. */
function gamesQueryIsValid(raw: string): boolean {
  const params = new URLSearchParams(raw);
  for (const name of new Set(params.keys())) {
    const allowed = KNOWN_VALUES.get(name);
    const values = params.getAll(name);
    if (!allowed || values.length !== 1 || !allowed.includes(values[0] ?? '')) return false;
  }
  return true;
}

function idIsValid(raw: string | undefined): boolean {
  return raw !== undefined && /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647;
}

export const gamesListCase = fc
  .tuple(pairs(fc.oneof({ arbitrary: fc.constantFrom('platform', 'category', 'sort-by'), weight: 3 }, { arbitrary: queryKey, weight: 1 }), queryValue), fc.constantFrom('GET', 'HEAD'))
  .map(([query, method]): HostileCase => ({
    route: `${method} /api/games`,
    request: { method, path: query ? `/api/games?${query}` : '/api/games' },
    allowed: gamesQueryIsValid(query) ? [200] : [400],
  }));

export const gameDetailCase = fc
  .tuple(pairs(fc.oneof({ arbitrary: fc.constant('id'), weight: 4 }, { arbitrary: queryKey, weight: 1 }), idValue), fc.constantFrom('GET', 'HEAD'))
  .map(([query, method]): HostileCase => {
    const params = new URLSearchParams(query);
    const onlyOneId = [...params.keys()].every((name) => name === 'id') && params.getAll('id').length === 1;
    return {
      route: `${method} /api/game`,
      request: { method, path: query ? `/api/game?${query}` : '/api/game' },
      allowed: onlyOneId && idIsValid(params.get('id') ?? undefined) ? [200, 404] : [400],
    };
  });

export const thumbnailCase = fc
  .tuple(idValue, fc.option(pairs(queryKey, queryValue), { nil: undefined }), fc.option(fc.constantFrom('"x"', '*', 'W/"1"', headerSafe('é"\u0000')), { nil: undefined }))
  .map(([segment, query, etag]): HostileCase => {
    let decoded: string | undefined;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      decoded = undefined;
    }
    return {
      route: 'GET /thumbnails/:id',
      request: { method: 'GET', path: `/thumbnails/${segment}${query ? `?${query}` : ''}`, headers: etag ? { 'if-none-match': etag } : {} },
      // A valid id has a thumbnail or not; anything else is refused (or names no route at all).
      allowed: idIsValid(decoded) ? [200, 304, 404] : [400, 404],
    };
  });

const ODD_HEADERS = fc.dictionary(
  fc.constantFrom('accept', 'accept-encoding', 'accept-language', 'if-none-match', 'if-modified-since', 'range', 'cookie', 'x-forwarded-for', 'origin', 'referer', 'user-agent'),
  oddShortText.map(headerSafe),
  { maxKeys: 4 },
);

export const healthCase = fc
  .tuple(fc.option(pairs(queryKey, queryValue), { nil: undefined }), ODD_HEADERS, fc.constantFrom('GET', 'HEAD'))
  .map(([query, headers, method]): HostileCase => ({
    route: `${method} /healthz`,
    request: { method, path: `/healthz${query ? `?${query}` : ''}`, headers },
    allowed: [200],
  }));

const STATIC_SEGMENTS = ['..', '.', '%2e%2e', '%2E%2E', '..%2f', '%2f', '%5c', '..%5c', 'index.html', 'assets', 'app.js', '.env', '.git', 'freeplay.db', 'jwt-secret', 'secret.txt', '%00', 'etc', 'passwd', '', '~'];

/** Paths outside the API: the built app, traversal attempts, dotfiles. Files outside the app folder never come back. */
export const staticCase = fc
  .tuple(fc.array(fc.oneof({ arbitrary: fc.constantFrom(...STATIC_SEGMENTS), weight: 3 }, { arbitrary: urlText, weight: 1 }), { minLength: 0, maxLength: 5 }), fc.constantFrom('GET', 'HEAD'), ODD_HEADERS)
  .map(([segments, method, headers]): HostileCase => ({
    route: `${method} /`,
    request: { method, path: `/${segments.join('/')}`, headers },
    allowed: [200, 301, 302, 304, 400, 403, 404, 416],
  }));
