/**
 * The checks every piece of free text a person writes passes (a library note, a list's name,
 * description and item notes): one rule set, so the app and the server refuse the same text with
 * the same words.
 */

// Control characters other than the newline a text may hold.
const FORBIDDEN_CONTROLS = /(?!\n)\p{Cc}/u;
// A lone surrogate is no character: PostgreSQL would store U+FFFD where SQLite keeps the unit.
const LONE_SURROGATE = /\p{Surrogate}/u;
// Embeddings, overrides and isolates can make a text read other than it is (U+202A-E, U+2066-9).
const DIRECTION_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
// One joiner binds an emoji sequence; a run of them binds nothing and only pads the text.
const JOINER_RUN = /\u200d{2}/;

export interface TextRule {
  /** How the text is named in messages: "Note", "Name". */
  label: string;
  maxLength: number;
  /** Newlines allowed (notes, descriptions) or not (a name). */
  multiline: boolean;
}

/** What is wrong with `value` as text under `rule`, or undefined; null and undefined are left to the caller. */
export function textError(value: unknown, rule: TextRule): string | undefined {
  if (typeof value !== 'string') return `${rule.label} must be text.`;
  if (value.length > rule.maxLength) return `${rule.label} must be at most ${rule.maxLength} characters.`;
  if (!rule.multiline && value.includes('\n')) return `${rule.label} must be one line.`;
  if (FORBIDDEN_CONTROLS.test(value)) return `${rule.label} must not contain control characters other than new lines.`;
  if (LONE_SURROGATE.test(value)) return `${rule.label} must not contain a broken character (a lone UTF-16 surrogate).`;
  if (DIRECTION_CONTROLS.test(value)) return `${rule.label} must not contain text-direction controls (such as U+202E).`;
  return JOINER_RUN.test(value) ? `${rule.label} must not contain a run of joiners (U+200D).` : undefined;
}
