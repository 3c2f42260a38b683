/**
 * Generated requests at the library routes with a valid session: game ids, bodies, queries and
 * batches of every shape near the valid ones (odd statuses, ratings, notes with control characters
 * and huge text, times and op ids of every type, extra and prototype keys); and every library route
 * with a forged or missing token. Each says what the server may answer.
 */
import fc from 'fast-check';
import { parseGameId } from '../../../src/contract/game-id.js';
import { LIBRARY_LIMITS, LIBRARY_STATUSES, validateLibraryPut } from '../../../src/contract/library.js';
import { BODY_LIMIT_BYTES } from '../../../server/plugins/app/error-handler.js';
import { BATCH_BODY_LIMIT_BYTES } from '../../../server/routes/user/library.js';
import type { HostileCase } from './hostile-case.js';
import { tokenLike } from './hostile-me-requests.js';
import { headerSafe, oddShortText, oddText, percentEncode, urlText } from './hostile-text.js';

const anyValue = fc.oneof(oddShortText, fc.jsonValue({ maxDepth: 2 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
/** Mostly a valid value, sometimes a near miss, sometimes anything: so a fair share of bodies pass. */
const near = <T, U>(valid: fc.Arbitrary<T>, odd?: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: valid, weight: 8 }, ...(odd ? [{ arbitrary: odd, weight: 1 }] : []), { arbitrary: anyValue, weight: 1 });
const NOW = Date.now();

const status = near(fc.constantFrom(...LIBRARY_STATUSES), fc.constantFrom('Want', 'finished', '', 'want ', 'ignored\u0000'));
const rating = near(fc.constantFrom(null, 1, 2, 3, 4, 5), fc.constantFrom(0, 6, 2.5, -1, '4', Number.MAX_SAFE_INTEGER));
const note = near(
  fc.oneof(fc.string({ maxLength: LIBRARY_LIMITS.noteMaxLength }).filter((text) => !/(?!\n)\p{Cc}/u.test(text)), fc.constantFrom('line\nline', 'Ünïcödé 👩‍👩‍👧‍👦', '')),
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 120 }),
    fc.constantFrom('tab\there', 'cr\r\n', 'nul\u0000', 'x'.repeat(LIBRARY_LIMITS.noteMaxLength + 1), '\u202e\ud800'),
    oddText,
  ),
);
const updatedAt = near(fc.integer({ min: NOW - 1e10, max: NOW + 1e10 }), fc.constantFrom(0, -1, 1.5, 1e300, '1700000000000', ' 17 ', '1e12'));
const opId = near(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), fc.constantFrom('', 'a'.repeat(65), 'has space', 'ü', '../x', '1;DROP'));
const extra = fc.oneof(
  { arbitrary: fc.constant({}), weight: 2 },
  { arbitrary: fc.dictionary(fc.oneof(fc.constantFrom('user_id', 'seq', 'deleted', 'created_at', 'game_id', '__proto__', 'constructor'), oddShortText), anyValue, { maxKeys: 2 }), weight: 1 },
);
const putFields = { status, rating, note, updated_at: updatedAt, op_id: opId };
const putBody = fc
  .tuple(fc.oneof({ arbitrary: fc.record(putFields), weight: 4 }, { arbitrary: fc.record(putFields, { requiredKeys: [] }), weight: 1 }), extra)
  .map(([fields, more]) => ({ ...more, ...fields }));
const gameId = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 600 }).map(String), weight: 4 },
  { arbitrary: fc.constantFrom('0', '007', '-1', '1.5', '2147483648', '99999999999', 'abc', '%20', '1%00', '1e3'), weight: 1 },
  { arbitrary: urlText, weight: 1 },
);

const JSON_TYPE = { 'content-type': 'application/json' };
const poisoned = (payload: string) => /"(__proto__|constructor)":/.test(payload);

function brokenEncoding(text: string): boolean {
  try {
    decodeURIComponent(text);
    return false;
  } catch {
    return true;
  }
}

function authed(token: string) {
  return { ...JSON_TYPE, authorization: `Bearer ${token}` };
}

/** PUT /user/library/:gameId with bodies of every shape: 200 only when both the id and the body are valid. */
export function libraryPutCase(token: string) {
  return fc.tuple(gameId, fc.oneof({ arbitrary: putBody, weight: 6 }, { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 })).map(([id, body]): HostileCase => {
    const payload = JSON.stringify(body) ?? 'null';
    const request = { method: 'PUT', path: `/user/library/${id}`, headers: authed(token), body: payload };
    // An odd id (an encoded slash) may find no route at all.
    const unrouted = /%2F/i.test(id) ? [404] : [];
    // An address with a broken percent-encoding is refused before its body is read, however large.
    const unreadable = brokenEncoding(id) ? [400, ...unrouted] : [];
    if (Buffer.byteLength(payload) > BODY_LIMIT_BYTES) return { route: 'PUT /user/library/:gameId', request: { ...request, fresh: true }, allowed: [413, ...unreadable] };
    // Judged as the server reads it: JSON turns NaN into null and drops undefined fields.
    const checked = validateLibraryPut(JSON.parse(payload));
    const valid = parseGameId(id) !== undefined && checked.ok;
    // A rating or note alone for a game not (any more) in the library: 409, it needs a status first.
    const untracked = checked.ok && checked.value.status === undefined ? [409] : [];
    return { route: 'PUT /user/library/:gameId', request, allowed: valid ? [200, ...untracked, ...(poisoned(payload) ? [400] : [])] : [400, ...unrouted] };
  });
}

/** DELETE /user/library/:gameId with odd query strings (repeated, missing, encoded junk). */
export function libraryDeleteCase(token: string) {
  const value = fc.oneof(updatedAt.map((time) => percentEncode(String(time))), opId.map((id) => percentEncode(String(id))), urlText);
  const pair = fc.tuple(fc.constantFrom('updated_at', 'op_id', 'updated_at', 'op_id', 'x', '__proto__'), value).map(([key, text]) => `${key}=${text}`);
  return fc.tuple(gameId, fc.array(pair, { maxLength: 4 })).map(([id, pairs]): HostileCase => ({
    route: 'DELETE /user/library/:gameId',
    request: { method: 'DELETE', path: `/user/library/${id}?${pairs.join('&')}`, headers: { authorization: `Bearer ${token}` } },
    allowed: /%2F/i.test(id) ? [200, 400, 404] : [200, 400],
  }));
}

/** GET /user/library with odd cursors. */
export function libraryGetCase(token: string) {
  return fc.oneof(urlText, fc.integer({ min: -5, max: 1e6 }).map(String), fc.constantFrom('', '1&since=2', '1e3', '0x10', '9'.repeat(40))).map((since): HostileCase => ({
    route: 'GET /user/library',
    request: { method: 'GET', path: `/user/library?since=${since}`, headers: { authorization: `Bearer ${token}` } },
    allowed: [200, 400],
  }));
}

/** POST /user/library/batch: lists of odd operations, too many of them, and bodies that are not {ops}. */
export function libraryBatchCase(token: string) {
  const op = fc
    .tuple(putBody, fc.constantFrom('put', 'delete', 'PUT', 'patch', undefined), near(gameId.map((id) => (/^[0-9]+$/.test(id) ? Number(id) : id))))
    .map(([body, kind, id]) => ({ ...body, op: kind, game_id: id }));
  const body = fc.oneof(
    { arbitrary: fc.array(op, { maxLength: 8 }).map((ops) => ({ ops })), weight: 5 },
    { arbitrary: fc.integer({ min: LIBRARY_LIMITS.opsPerBatch + 1, max: 150 }).map((count) => ({ ops: Array.from({ length: count }, () => ({ op: 'delete', game_id: 1, updated_at: NOW, op_id: 'x' })) })), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
  return body.map((value): HostileCase => {
    const payload = JSON.stringify(value) ?? 'null';
    const request = { method: 'POST', path: '/user/library/batch', headers: authed(token), body: payload };
    if (Buffer.byteLength(payload) > BATCH_BODY_LIMIT_BYTES) return { route: 'POST /user/library/batch', request: { ...request, fresh: true }, allowed: [413] };
    const ops = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { ops?: unknown }).ops : undefined;
    const shaped = Array.isArray(ops) && ops.length <= LIBRARY_LIMITS.opsPerBatch;
    return { route: 'POST /user/library/batch', request, allowed: shaped ? [200, ...(poisoned(payload) ? [400] : [])] : [400] };
  });
}

/** Every library route with a missing, malformed or forged token: always 401. */
export const libraryNoSessionCase = fc
  .tuple(
    fc.constantFrom(['GET', '/user/library'], ['PUT', '/user/library/1'], ['DELETE', '/user/library/1?updated_at=1&op_id=a'], ['POST', '/user/library/batch']),
    tokenLike,
    fc.boolean(),
  )
  .map(([[method, path], token, withHeader]): HostileCase => ({
    route: `${method} /user/library (no session)`,
    request: { method, path, headers: { ...JSON_TYPE, ...(withHeader ? { authorization: headerSafe(`Bearer ${token}`) } : {}) }, body: method === 'GET' || method === 'DELETE' ? undefined : '{"ops":[]}' },
    allowed: [401],
  }));
