/**
 * Where an item sits in a list (docs/decisions.md, "Lists: order merges by fractional
 * positions"): a key of base-62 digits compared as plain strings (code-unit order, the same in
 * JavaScript, SQLite and the app). Moving an item writes only its own key, one between its new
 * neighbours', so two devices moving different items never undo each other, and moves of the same
 * item are settled by the later change. Items with equal keys are ordered by game id.
 */

/** 0-9, A-Z, a-z: ascending in code-unit order. */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ZERO = DIGITS[0] ?? '0';

/** Longest key the server takes; a device renumbers its list before its keys grow past it. */
export const POSITION_MAX_LENGTH = 64;
/** Past this length a new key makes the device renumber the whole list evenly. */
export const POSITION_RENUMBER_LENGTH = 48;

/** A key the contract accepts: digits of DIGITS, not ending in the smallest (so one always fits below). */
export const POSITION_SHAPE = new RegExp(`^[0-9A-Za-z]{0,${POSITION_MAX_LENGTH - 1}}[1-9A-Za-z]$`);

function digit(key: string, index: number): number {
  const char = key[index];
  return char === undefined ? 0 : DIGITS.indexOf(char);
}

/** A key strictly between `low` ('' for the start) and `high` (undefined for the end); `low < high`. */
function midpoint(low: string, high: string | undefined): string {
  if (high !== undefined) {
    let shared = 0;
    while ((low[shared] ?? ZERO) === high[shared]) shared++;
    if (shared > 0) return high.slice(0, shared) + midpoint(low.slice(shared), high.slice(shared));
  }
  const lowDigit = digit(low, 0);
  const highDigit = high === undefined ? DIGITS.length : digit(high, 0);
  if (highDigit - lowDigit > 1) return DIGITS[Math.round((lowDigit + highDigit) / 2)] ?? ZERO;
  if (high !== undefined && high.length > 1) return high.slice(0, 1);
  return (DIGITS[lowDigit] ?? ZERO) + midpoint(low.slice(1), undefined);
}

/**
 * A key between two neighbours' keys (undefined for the list's start or end). Equal or inverted
 * neighbours (two devices gave the same key) get a key just after `before`.
 */
export function positionBetween(before: string | undefined, after: string | undefined): string {
  const low = before ?? '';
  if (after === undefined || after <= low) return positionAfter(before);
  return midpoint(low, after);
}

/**
 * A key after `before` (undefined for an empty list, which starts in the middle) that grows by one
 * character only every 61 appends, where a midpoint towards the end would grow every six.
 */
export function positionAfter(before: string | undefined): string {
  if (!before) return DIGITS[Math.floor(DIGITS.length / 2)] ?? ZERO;
  const last = digit(before, before.length - 1);
  const next = DIGITS[last + 1];
  return next === undefined ? `${before}${DIGITS[1] ?? ZERO}` : before.slice(0, -1) + next;
}

/** `count` keys spread evenly, in order: a fresh numbering for a whole list. */
export function evenPositions(count: number): string[] {
  const keys: string[] = [];
  let previous: string | undefined;
  // Two digits give 3,843 slots, far more than a list holds; each key is short and leaves room between.
  const step = Math.max(1, Math.floor((DIGITS.length * DIGITS.length) / (count + 1)));
  for (let index = 1; index <= count; index++) {
    const slot = index * step;
    let key = (DIGITS[Math.floor(slot / DIGITS.length)] ?? ZERO) + (DIGITS[slot % DIGITS.length] ?? ZERO);
    key = key.replace(/0+$/, '');
    if (key === '' || (previous !== undefined && key <= previous)) key = positionBetween(previous, undefined);
    keys.push(key);
    previous = key;
  }
  return keys;
}

/** The list order: by key, then by game id, so every device sorts equal keys the same way. */
export function compareListItems(a: { position: string; game_id: number }, b: { position: string; game_id: number }): number {
  if (a.position !== b.position) return a.position < b.position ? -1 : 1;
  return a.game_id - b.game_id;
}
