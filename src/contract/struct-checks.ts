/**
 * superstruct's checks (`is`, `validate`, `create`, `mask`), safe on any JSON a person or a service
 * sends. superstruct writes a failure's message with the value turned into text, and JSON such as
 * `{"toString": false}` cannot be: the check would throw a TypeError instead of failing. When that
 * happens the check runs again on a copy without own `toString` and `valueOf` keys (no shape of ours
 * has such a field), so the failure reads as it would for any other wrong value. Every module
 * imports these from here rather than from superstruct (eslint.boundaries.js).
 */
import * as superstruct from 'superstruct';
import type { Struct } from 'superstruct';

/** Keys that JavaScript reads when it turns an object into text. */
const TEXT_KEYS = new Set(['toString', 'valueOf']);
/** Deeper than any shape of ours: below it a copy holds null, which no check reads. */
const MAX_DEPTH = 64;

/** A copy of the value that can be turned into text: plain objects lose their `toString` and `valueOf` keys. */
export function textSafe(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.map((item) => textSafe(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (!TEXT_KEYS.has(key)) copy[key] = textSafe(item, depth + 1);
  return copy;
}

/** Runs a check; on the TypeError of a value that cannot become text, runs it again on its safe copy. */
function safely<R>(value: unknown, check: (value: unknown) => R): R {
  try {
    return check(value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return check(textSafe(value));
  }
}

type Options = Parameters<typeof superstruct.validate>[2];

export function is<T, S>(value: unknown, struct: Struct<T, S>): value is T {
  return safely(value, (checked) => superstruct.is(checked, struct));
}

export function validate<T, S>(value: unknown, struct: Struct<T, S>, options?: Options): [superstruct.StructError, undefined] | [undefined, T] {
  return safely(value, (checked) => superstruct.validate(checked, struct, options));
}

export function create<T, S>(value: unknown, struct: Struct<T, S>, message?: string): T {
  return safely(value, (checked) => superstruct.create(checked, struct, message));
}

export function mask<T, S>(value: unknown, struct: Struct<T, S>, message?: string): T {
  return safely(value, (checked) => superstruct.mask(checked, struct, message));
}
