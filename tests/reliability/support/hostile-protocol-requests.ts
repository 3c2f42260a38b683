/**
 * Generated requests that go wrong at the protocol level: paths no route serves, methods a path
 * does not serve or the parser does not know, and many, long or too long headers.
 */
import { METHODS } from 'node:http';
import fc from 'fast-check';
import type { HostileCase } from './hostile-case.js';
import { FRAGMENTS, headerSafe, oddShortText, urlText } from './hostile-text.js';

/** Paths no route serves, under the API's prefixes and elsewhere. */
export const unknownPathCase = fc
  .tuple(fc.constantFrom('/api/', '/user/', '/', '/healthz/', '/thumbnails/1/'), urlText, fc.constantFrom('GET', 'POST', 'DELETE'))
  .filter(([prefix, rest]) => !['/api/games', '/api/game', '/user/signup', '/user/signin', '/user/me', '/healthz/'].includes(prefix + rest) && rest.length > 0 && !rest.startsWith('.'))
  .map(([prefix, rest, method]): HostileCase => {
    // An encoded "..", as in /api/%2e%2e, climbs back into the built app's folder: a file from it, or a refusal.
    const climbs = /%2e|\.\./i.test(rest) || prefix === '/';
    return {
      route: 'unknown paths',
      request: { method, path: prefix + rest },
      // 400 for a path whose escapes do not decode; 404 otherwise.
      allowed: climbs ? [200, 301, 400, 403, 404] : [400, 404],
    };
  });

const SERVED: ReadonlyMap<string, string> = new Map([
  ['/user/signup', 'POST'], ['/user/signin', 'POST'], ['/user/me', 'GET'], ['/api/games', 'GET'], ['/api/game', 'GET'], ['/healthz', 'GET'],
]);
const OTHER_METHODS = METHODS.filter((method) => method !== 'CONNECT');
/** The account routes answer the methods that change things with 405 and Allow; others stay 404. */
const ACCOUNT_PATHS: ReadonlySet<string> = new Set(['/user/signup', '/user/signin', '/user/me']);
const REFUSED_WITH_405: ReadonlySet<string> = new Set(['PUT', 'DELETE', 'PATCH']);

/** Known paths with a method they do not serve, with or without a body. */
export const wrongMethodCase = fc
  .tuple(fc.constantFrom(...SERVED.keys()), fc.constantFrom(...OTHER_METHODS), fc.constantFrom(undefined, '{}', '{"email":', 'x'))
  .filter(([path, method]) => SERVED.get(path) !== method && !(method === 'HEAD' && SERVED.get(path) === 'GET'))
  .map(([path, method, body]): HostileCase => ({
    route: `wrong method ${path}`,
    // Some methods (PRI, say) make the parser close the connection: each gets one of its own.
    request: { method, path, fresh: true, ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }) },
    // 404 for the method (405 for a changing method on an account route); 400 when the server reads the broken body first.
    allowed: ACCOUNT_PATHS.has(path) && REFUSED_WITH_405.has(method) ? [400, 405] : [400, 404],
  }));

/** Methods the HTTP parser does not know: refused before any route, on a connection of their own. */
export const unknownMethodCase = fc
  .tuple(fc.stringMatching(/^[A-Z]{3,10}$/).filter((method) => !METHODS.includes(method)), fc.constantFrom(...SERVED.keys()))
  .map(([method, path]): HostileCase => ({ route: 'unknown methods', request: { method, path, fresh: true }, allowed: [400] }));

const headerName = fc.stringMatching(/^x-[a-z0-9-]{1,24}$/);

/** Many headers, long ones, and headers past the 16 KB limit (431). */
export const longHeadersCase = fc
  .tuple(
    fc.constantFrom('/healthz', '/api/games', '/user/me'),
    fc.dictionary(headerName, fc.oneof(oddShortText, fc.constantFrom(...FRAGMENTS)).map(headerSafe), { maxKeys: 80 }),
    fc.oneof(fc.constant(0), fc.integer({ min: 1_000, max: 12_000 }), fc.integer({ min: 17_000, max: 40_000 })),
  )
  .map(([path, headers, longLength]): HostileCase => {
    const tooLong = longLength > 16_384;
    const all = longLength ? { ...headers, 'x-long': 'a'.repeat(longLength) } : headers;
    const normal = path === '/user/me' ? [401] : [200];
    return { route: 'long headers', request: { method: 'GET', path, headers: all, fresh: tooLong }, allowed: tooLong ? [431] : normal };
  });

