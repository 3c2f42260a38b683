/**
 * Generated requests at the account routes: bodies of wrong types with missing and extra fields,
 * malformed JSON, raw bytes, wrong content types and bodies past the limit. Each says what the
 * server may answer.
 */
import fc from 'fast-check';
import { validateSignin, validateSignup } from '../../../src/contract/auth-rules.js';
import { BODY_LIMIT_BYTES, ERROR_MESSAGES } from '../../../server/plugins/app/error-handler.js';
import type { HostileCase } from './hostile-case.js';
import { oddShortText, oddText } from './hostile-text.js';

const JSON_TYPE = { 'content-type': 'application/json' };
const ACCOUNT_POSTS = ['/user/signup', '/user/signin'] as const;

/** Values near valid ones, so some generated sign-ups succeed and most fail on one field. */
const nearName = fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{3,30}$/), fc.stringMatching(/^[A-Za-z0-9 ]{0,34}$/));
const nearEmail = fc.oneof(
  fc.tuple(fc.stringMatching(/^[a-z0-9._+-]{1,20}$/), fc.constantFrom('example.com', 'mail.net', 'x.org', 'EXAMPLE.COM', 'b.co', 'c.com.', '')).map(([local, domain]) => `${local}@${domain}`),
  fc.emailAddress(),
);
const nearPassword = fc.oneof(fc.stringMatching(/^[a-z]{2,8}[0-9]{1,6}$/), fc.stringMatching(/^[A-Za-z0-9]{0,10}$/));
const nearAge = fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double(), fc.constantFrom('30', ' 30 ', '3e1', '0x1e', '', '١٢'));

const anyValue = fc.oneof(oddText, fc.jsonValue({ maxDepth: 2 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(oddShortText, { maxLength: 3 }));
const field = <T>(near: fc.Arbitrary<T>) => fc.oneof({ arbitrary: near, weight: 3 }, { arbitrary: anyValue, weight: 1 });
const extraFields = fc.dictionary(
  fc.oneof(fc.constantFrom('id', 'isAdmin', 'role', 'password_hash', 'created_at', 'token', 'sub', '$where', 'email '), oddShortText),
  anyValue,
  { maxKeys: 3 },
);

const signupBody = fc
  .tuple(
    fc.record({ first_name: field(nearName), last_name: field(nearName), age: field(nearAge), email: field(nearEmail), password: field(nearPassword) }, { requiredKeys: [] }),
    extraFields,
  )
  .map(([fields, extra]) => ({ ...extra, ...fields }));
const signinBody = fc
  .tuple(fc.record({ email: field(nearEmail), password: field(nearPassword) }, { requiredKeys: [] }), extraFields)
  .map(([fields, extra]) => ({ ...extra, ...fields }));

/** A JSON POST at an account route, with the answers its body allows. */
export function jsonCase(route: '/user/signup' | '/user/signin', body: unknown): HostileCase {
  const payload = JSON.stringify(body) ?? 'null';
  const request = { method: 'POST', path: route, headers: JSON_TYPE, body: payload };
  if (Buffer.byteLength(payload) > BODY_LIMIT_BYTES) return { route: `POST ${route}`, request: { ...request, fresh: true }, allowed: [413], message: ERROR_MESSAGES.tooLarge };
  // A "__proto__" (or "constructor") key is refused as prototype poisoning whatever the fields say.
  const poisoned = /"(__proto__|constructor)":/.test(payload);
  if (route === '/user/signin') return { route: `POST ${route}`, request, allowed: validateSignin(body).ok ? [200, 401, ...(poisoned ? [400] : [])] : [400] };
  const valid = validateSignup(body).ok;
  return { route: `POST ${route}`, request, allowed: valid ? [201, 409, ...(poisoned ? [400] : [])] : [400], validSignup: valid };
}

/** Sign-up bodies of every shape (objects with odd fields, and JSON that is not an object). */
export const signupCase = fc.oneof(
  { arbitrary: signupBody, weight: 5 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
).map((body) => jsonCase('/user/signup', body));

export const signinCase = fc.oneof(
  { arbitrary: signinBody, weight: 5 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
).map((body) => jsonCase('/user/signin', body));

const MALFORMED = [
  "{'email': 'a@b.com'}", '{"a":1,}', '[1,2,', '{"age": NaN}', '{"a": undefined}', 'undefined', '{"a":"\\x41"}', '{"a":1}{"b":2}',
  ")]}'\n{}", '{"email":"a@b.com" "password":"abc123"}', '\u0000{}', '{"a":01}', '{"a":.5}', '{"a":+1}', "{\"a\":'b'}", '// {}\n{}',
];

/** Syntactically broken JSON under the JSON content type. */
export const malformedJsonCase = fc
  .tuple(
    fc.constantFrom(...ACCOUNT_POSTS),
    fc.oneof(
      fc.constantFrom(...MALFORMED),
      signupBody.map((body) => JSON.stringify(body).slice(0, -1)),
      fc.string({ maxLength: 60 }).map((text) => `{${JSON.stringify(text)}`),
    ),
  )
  .filter(([, payload]) => Buffer.byteLength(payload) <= BODY_LIMIT_BYTES)
  .map(([route, payload]): HostileCase => ({
    route: `POST ${route}`,
    request: { method: 'POST', path: route, headers: JSON_TYPE, body: payload },
    allowed: [400],
    message: ERROR_MESSAGES.invalidJson,
  }));

/** Random bytes (invalid UTF-8 and all) under the JSON content type; an empty body included. */
export const rawBytesCase = fc
  .tuple(fc.constantFrom(...ACCOUNT_POSTS), fc.uint8Array({ maxLength: 300 }))
  .map(([route, bytes]): HostileCase => ({
    route: `POST ${route}`,
    request: { method: 'POST', path: route, headers: JSON_TYPE, body: Buffer.from(bytes) },
    allowed: [400],
  }));

const WRONG_TYPES = [
  'text/plain', 'text/html', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml',
  'text/xml', 'application/octet-stream', 'image/png', 'application/javascript', 'text/csv', '*/*', 'application', 'x',
];
// JSON-looking types: the server may read them as JSON or refuse them; the body is invalid either way.
const JSONISH_TYPES = [
  'application/json; charset=utf-16', 'application/json; charset=latin1', 'APPLICATION/JSON', 'application/json ; x=y',
  'application/json, text/plain', 'application/vnd.api+json', 'application/jsonx', 'text/json', 'application/json;;;',
];

/** Bodies under a content type other than JSON (or none at all): refused with the content-type message. */
export const wrongContentTypeCase = fc
  .tuple(
    fc.constantFrom(...ACCOUNT_POSTS),
    fc.oneof(
      fc.constantFrom(...WRONG_TYPES),
      fc.stringMatching(/^[a-z]{1,12}\/[a-z0-9.+-]{1,16}$/).filter((type) => !type.includes('json')),
      fc.constant(undefined),
    ),
    fc.oneof(signupBody.map((body) => JSON.stringify(body)), fc.string({ maxLength: 200 }), fc.constant('email=a%40b.com&password=abc123')),
  )
  .filter(([, , payload]) => Buffer.byteLength(payload) <= BODY_LIMIT_BYTES && payload.length > 0)
  .map(([route, type, payload]): HostileCase => ({
    route: `POST ${route}`,
    request: { method: 'POST', path: route, headers: type === undefined ? {} : { 'content-type': type }, body: payload },
    allowed: [400],
    message: ERROR_MESSAGES.notJsonContentType,
  }));

/** JSON-like content types with an incomplete body: 400 whichever way the server reads the type. */
export const jsonishContentTypeCase = fc
  .tuple(fc.constantFrom(...ACCOUNT_POSTS), fc.constantFrom(...JSONISH_TYPES), fc.constantFrom('{}', '{"email":"a@b.com"}', '[]', 'null'))
  .map(([route, type, payload]): HostileCase => ({
    route: `POST ${route}`,
    request: { method: 'POST', path: route, headers: { 'content-type': type }, body: payload },
    allowed: [400],
  }));

/** Bodies past the 16 KB limit, valid JSON or not, on the account routes and elsewhere. */
export const oversizeCase = fc
  .tuple(
    fc.constantFrom('/user/signup', '/user/signin', '/user/nowhere', '/api/games'),
    fc.integer({ min: BODY_LIMIT_BYTES + 1, max: 4 * BODY_LIMIT_BYTES }),
    fc.boolean(),
  )
  .map(([path, size, asJson]): HostileCase => {
    const payload = asJson ? JSON.stringify({ email: 'a@b.com', padding: 'x'.repeat(size) }) : 'x'.repeat(size);
    return {
      route: `POST ${path}`,
      request: { method: 'POST', path, headers: JSON_TYPE, body: payload, fresh: true },
      // A path no route serves may be refused as not found before its body is read.
      allowed: path.startsWith('/user/sign') ? [413] : [404, 413],
    };
  });
