import { define, type as objectType, type Struct } from 'superstruct';
import { isRecord } from './is-record.js';
import { validate } from './struct-checks.js';

/**
 * The account form rules: one source for the app's forms and
 * the server's checks. Every failing field gets its own message naming the field, all at once.
 */

export interface SigninPayload {
  email: string;
  password: string;
}

export interface SignupPayload extends SigninPayload {
  first_name: string;
  last_name: string;
  age: number;
}

export type FieldName = keyof SignupPayload;

interface FieldError {
  field: FieldName | 'body';
  message: string;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

export const PASSWORD_PATTERN = /^[a-z]{2,}[0-9]+$/;
const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;
const EMAIL_TOP_LEVEL_DOMAINS = ['com', 'net'] as const;
const NAME_LENGTH = { min: 3, max: 30 } as const;
const AGE_RANGE = { min: 10, max: 80 } as const;

/** One address, one @, a dotted domain; no spaces. The TLD rule is checked on its own. */
const EMAIL_SHAPE = /^[^\s@]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const ALPHANUMERIC = /^[A-Za-z0-9]+$/;

type Rule = (value: unknown) => string | undefined;

const LABELS: Record<FieldName, string> = {
  email: 'Email',
  password: 'Password',
  first_name: 'First name',
  last_name: 'Last name',
  age: 'Age',
};

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const emailRule: Rule = (value) => {
  if (isBlank(value)) return 'Email is required.';
  if (typeof value !== 'string') return 'Email must be text.';
  const email = value.trim();
  if (email.length > EMAIL_MAX_LENGTH) return `Email must be at most ${EMAIL_MAX_LENGTH} characters.`;
  if (!EMAIL_SHAPE.test(email)) return 'Email must be a valid address, like name@example.com.';
  const tld = email.slice(email.lastIndexOf('.') + 1).toLowerCase();
  if (!(EMAIL_TOP_LEVEL_DOMAINS as readonly string[]).includes(tld)) return 'Email must end in .com or .net.';
  return undefined;
};

/** Control characters and invisible format characters (text-direction overrides, zero-width joiners…). */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}]/u;

/** New emails may not hide characters a reader cannot see; sign-in still accepts what was stored. */
const signupEmailRule: Rule = (value) => {
  if (typeof value === 'string' && HIDDEN_CHARACTERS.test(value.trim())) {
    return 'Email must not contain control characters or invisible formatting characters (such as text-direction marks).';
  }
  if (typeof value === 'string' && Array.from(value.trim()).some(imitatesAscii)) {
    return 'Email must not contain characters that imitate plain letters (such as the Kelvin sign K).';
  }
  return emailRule(value);
};

const passwordRule: Rule = (value) => {
  if (isBlank(value)) return 'Password is required.';
  if (typeof value !== 'string') return 'Password must be text.';
  if (value.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (!PASSWORD_PATTERN.test(value)) {
    return 'Password must be at least 2 lowercase letters followed by digits only, like abc123.';
  }
  return undefined;
};

function nameRule(field: 'first_name' | 'last_name'): Rule {
  const label = LABELS[field];
  return (value) => {
    if (isBlank(value)) return `${label} is required.`;
    if (typeof value !== 'string') return `${label} must be text.`;
    const name = value.trim();
    if (!ALPHANUMERIC.test(name)) return `${label} may contain only letters and digits.`;
    if (name.length < NAME_LENGTH.min || name.length > NAME_LENGTH.max) {
      return `${label} must be ${NAME_LENGTH.min} to ${NAME_LENGTH.max} characters long.`;
    }
    return undefined;
  };
}

const ageRule: Rule = (value) => {
  if (isBlank(value)) return 'Age is required.';
  const age = toAge(value);
  if (age === undefined || age < AGE_RANGE.min || age > AGE_RANGE.max) {
    return `Age must be a whole number from ${AGE_RANGE.min} to ${AGE_RANGE.max}.`;
  }
  return undefined;
};

/** Age arrives as a number (JSON) or as digits (a form field). */
function toAge(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value)) return Number(value);
  return undefined;
}

/** A superstruct field whose failure message is the rule's own. */
function field(name: FieldName, rule: Rule): Struct<unknown, null> {
  return define<unknown>(name, (value) => rule(value) ?? true);
}

/** The sign-in body: extra fields are ignored, not refused (and never read). */
const SigninStruct = objectType({
  email: field('email', emailRule),
  password: field('password', passwordRule),
});

/** The sign-up body, in the order the form shows the fields. */
const SignupStruct = objectType({
  first_name: field('first_name', nameRule('first_name')),
  last_name: field('last_name', nameRule('last_name')),
  age: field('age', ageRule),
  email: field('email', signupEmailRule),
  password: field('password', passwordRule),
});

function check<T, S>(input: unknown, struct: Struct<T, S>): FieldError[] {
  if (!isRecord(input)) {
    return [{ field: 'body', message: 'The request body must be a JSON object.' }];
  }
  const [error] = validate(input, struct);
  if (!error) return [];
  return error.failures().map((failure) => ({
    field: String(failure.path[0] ?? 'body') as FieldName,
    message: failure.message,
  }));
}

/**
 * A non-ASCII character that composition (NFC) or lower-casing would turn into plain ASCII, such as
 * the Kelvin sign (K, then k) or İ (i + a dot): a look-alike of a plain letter.
 */
function imitatesAscii(char: string): boolean {
  return char > '\u007f' && Array.from(char.normalize('NFC') + char.toLowerCase()).some((part) => part <= '\u007f');
}

/**
 * The email as stored and compared: trimmed, composed (NFC, never NFKC) and lower-cased, except that
 * a look-alike of a plain letter stays itself, so the Kelvin sign never folds into k. (Sign-up
 * refuses look-alikes; this keeps sign-in from matching them to a plain-letter account.)
 */
export function normaliseEmail(email: string): string {
  let done = '';
  let run = '';
  for (const char of email.trim()) {
    if (!imitatesAscii(char)) run += char;
    else {
      done += run.normalize('NFC').toLowerCase() + char;
      run = '';
    }
  }
  return done + run.normalize('NFC').toLowerCase();
}

/** Checks a sign-in form or body; the value keeps only the known fields, email normalised. */
export function validateSignin(input: unknown): Validation<SigninPayload> {
  const errors = check(input, SigninStruct);
  if (errors.length) return { ok: false, errors };
  const record = input as Record<string, string>;
  return { ok: true, value: { email: normaliseEmail(record.email ?? ''), password: record.password ?? '' } };
}

/** Checks a sign-up form or body; the value keeps only the known fields, trimmed, age a number. */
export function validateSignup(input: unknown): Validation<SignupPayload> {
  const errors = check(input, SignupStruct);
  if (errors.length) return { ok: false, errors };
  const record = input as Record<string, unknown>;
  return {
    ok: true,
    value: {
      first_name: String(record.first_name).trim(),
      last_name: String(record.last_name).trim(),
      age: toAge(record.age) ?? 0,
      email: normaliseEmail(String(record.email)),
      password: String(record.password),
    },
  };
}
