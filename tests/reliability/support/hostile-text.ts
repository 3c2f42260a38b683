/**
 * Generated text that servers choke on: SQL and script fragments, odd Unicode (lone surrogates,
 * bidi controls, emoji sequences, NUL), prototype keys, huge strings; and encoders that put any of
 * it into a URL or a header without the client refusing it.
 */
import fc from 'fast-check';

export const FRAGMENTS = [
  "' OR '1'='1", "'; DROP TABLE users; --", '" OR ""="', '1; SELECT pg_sleep(5)--', "admin'--", 'UNION SELECT password_hash FROM users',
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '{{7*7}}', '${7*7}', '../../etc/passwd',
  '%00', '\u0000', '\u202e', '\ud800', '\udfff', '\ud83d', '𝕏', '👩‍👩‍👧‍👦', 'Ω≈ç√', '\ufeff', 'é', 'ß', 'İ', '\r\n', '\t',
  '__proto__', 'constructor', 'prototype', 'toString', 'NaN', 'Infinity', '-0', '1e309', 'null', 'true', '[]', '{}', '\\', '"',
] as const;

/** A string of 1,000 to 20,000 characters: one short piece repeated. */
export const hugeText = fc
  .tuple(fc.oneof(fc.string({ minLength: 1, maxLength: 4 }), fc.constantFrom(...FRAGMENTS)), fc.integer({ min: 1_000, max: 20_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / Math.max(piece.length, 1))).slice(0, length));

/** Short hostile or odd text of every kind (no huge strings). */
export const oddShortText = fc.oneof(
  fc.constantFrom(...FRAGMENTS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.tuple(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 10 }), fc.constantFrom(...FRAGMENTS)).map((parts) => parts.join('')),
);

/** Odd text, sometimes huge. */
export const oddText = fc.oneof({ arbitrary: oddShortText, weight: 6 }, { arbitrary: hugeText, weight: 1 });

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes the UTF-8 bytes of `text` (lone surrogates become U+FFFD, as a browser would send). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Raw pieces that are legal in a request line but odd: broken escapes, separators, brackets. */
const RAW_URL_PIECES = ['%ZZ', '%', '%E0%A4%A', '%00', '%2F', '%2e%2e', '+', '&&', '==', ';', '[]', '%C0%AF', '%FF%FE', '..', '%25'] as const;

/** URL-ready text: percent-encoded odd text, or a raw odd piece, or both. */
export const urlText = fc.oneof(
  oddShortText.map(percentEncode),
  fc.constantFrom(...RAW_URL_PIECES),
  fc.tuple(oddShortText.map(percentEncode), fc.constantFrom(...RAW_URL_PIECES)).map(([text, raw]) => text + raw),
);

/** Makes text sendable as a header value: characters node's client refuses become '?'. */
export function headerSafe(text: string): string {
  return Buffer.from(text, 'utf8')
    .toString('latin1')
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}
