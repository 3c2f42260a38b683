import { describe, expect, it } from 'vitest';
import { validateSignin, validateSignup, type FieldName } from '../../src/contract/index.js';

const GOOD_SIGNUP = { first_name: 'Ada', last_name: 'Lovelace', age: 36, email: 'ada@example.com', password: 'abc123' };

/** The messages for one field when everything else in the sign-up is good. */
function signupErrors(field: FieldName, value: unknown): string[] {
  const result = validateSignup({ ...GOOD_SIGNUP, [field]: value });
  return result.ok ? [] : result.errors.map((error) => `${error.field}: ${error.message}`);
}

describe('email rule', () => {
  it.each([
    'a@b.com',
    'ada@example.net',
    'first.last+tag@mail.example.com',
    'USER@EXAMPLE.COM',
    '  padded@example.com  ',
    'x_y-z@my-host.co.net',
  ])('accepts %j', (email) => {
    expect(signupErrors('email', email)).toEqual([]);
    expect(validateSignin({ email, password: 'abc123' }).ok).toBe(true);
  });

  it.each<[unknown, RegExp]>([
    [undefined, /^email: Email is required\.$/],
    ['', /^email: Email is required\.$/],
    ['   ', /^email: Email is required\.$/],
    [null, /^email: Email is required\.$/],
    [42, /^email: Email must be text\.$/],
    ['ada.example.com', /^email: Email must be a valid address/],
    ['ada@', /^email: Email must be a valid address/],
    ['@example.com', /^email: Email must be a valid address/],
    ['ada@example', /^email: Email must be a valid address/],
    ['ada@@example.com', /^email: Email must be a valid address/],
    ['ada lovelace@example.com', /^email: Email must be a valid address/],
    ['ada@.example.com', /^email: Email must be a valid address/],
    ['ada@example-.com', /^email: Email must be a valid address/],
    ['ada@example.org', /^email: Email must end in \.com or \.net\.$/],
    ['ada@example.co', /^email: Email must end in \.com or \.net\.$/],
    ['ada@example.comx', /^email: Email must end in \.com or \.net\.$/],
    ['ada@com.io', /^email: Email must end in \.com or \.net\.$/],
    [`${'a'.repeat(250)}@b.com`, /^email: Email must be at most 254 characters\.$/],
  ])('refuses %j naming the field', (email, message) => {
    const errors = signupErrors('email', email);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('stores the email trimmed and lower-cased', () => {
    const result = validateSignin({ email: '  Ada@Example.COM ', password: 'abc123' });
    expect(result).toEqual({ ok: true, value: { email: 'ada@example.com', password: 'abc123' } });
  });

  it.each([
    ['a NUL', 'ada\u0000@example.com'],
    ['a bell', 'ad\u0007a@example.com'],
    ['a DEL', 'ada\u007f@example.com'],
    ['a right-to-left override', 'ada\u202egnp.@example.com'],
    ['a left-to-right isolate', '\u2066ada@example.com'],
    ['a zero-width joiner', 'a\u200dda@example.com'],
  ])('refuses a new email holding %s, with a message that says why', (_what, email) => {
    expect(signupErrors('email', email)).toEqual([
      'email: Email must not contain control characters or invisible formatting characters (such as text-direction marks).',
    ]);
  });

  it('refuses a new email with a look-alike of a plain letter, such as the Kelvin sign', () => {
    for (const email of ['\u212Aelvin@example.com', '\u0130da@example.com']) {
      expect(signupErrors('email', email)).toEqual(['email: Email must not contain characters that imitate plain letters (such as the Kelvin sign K).']);
    }
  });

  it('composes with NFC, not NFKC: the Kelvin sign stays itself instead of folding into k', () => {
    const kelvin = validateSignin({ email: '\u212Aelvin@example.com', password: 'abc123' });
    expect(kelvin.ok && kelvin.value.email).toBe('\u212Aelvin@example.com');
    // NFKC would fold these compatibility forms into ASCII; NFC keeps them.
    const ligature = validateSignin({ email: '\ufb01sh@example.com', password: 'abc123' });
    expect(ligature.ok && ligature.value.email).toBe('\ufb01sh@example.com');
    // A decomposed é (e + combining acute) is stored as the one composed character, lower-cased.
    const composed = validateSignin({ email: 'Jos\u0045\u0301@example.com', password: 'abc123' });
    expect(composed.ok && composed.value.email).toBe('jos\u00e9@example.com');
  });
});

describe('password rule', () => {
  it.each(['ab1', 'abc123', 'zz0', 'qhtzm407', `${'a'.repeat(127)}1`])('accepts %j', (password) => {
    expect(signupErrors('password', password)).toEqual([]);
  });

  it.each<[unknown, RegExp]>([
    ['', /^password: Password is required\.$/],
    [undefined, /^password: Password is required\.$/],
    [123456, /^password: Password must be text\.$/],
    ['a1', /^password: Password must be at least 2 lowercase letters followed by digits/],
    ['abc', /^password: Password must be at least 2 lowercase letters/],
    ['123', /^password: Password must be at least 2 lowercase letters/],
    ['Abc123', /^password: Password must be at least 2 lowercase letters/],
    ['abc123x', /^password: Password must be at least 2 lowercase letters/],
    ['ab 12', /^password: Password must be at least 2 lowercase letters/],
    ['ab-12', /^password: Password must be at least 2 lowercase letters/],
    ['äb12', /^password: Password must be at least 2 lowercase letters/],
    ['abc123\n', /^password: Password must be at least 2 lowercase letters/],
    [' abc123', /^password: Password must be at least 2 lowercase letters/],
    [`${'a'.repeat(128)}1`, /^password: Password must be at most 128 characters\.$/],
  ])('refuses %j naming the field', (password, message) => {
    const errors = signupErrors('password', password);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });
});

describe.each([
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
] as const)('%s rule', (field, label) => {
  it.each(['Ada', 'abc123', 'X1Y', 'Z'.repeat(30), '  Bob  '])('accepts %j', (name) => {
    expect(signupErrors(field, name)).toEqual([]);
  });

  it.each<[unknown, string]>([
    ['', `${label} is required.`],
    ['   ', `${label} is required.`],
    [undefined, `${label} is required.`],
    [7, `${label} must be text.`],
    ['Al', `${label} must be 3 to 30 characters long.`],
    [' Al ', `${label} must be 3 to 30 characters long.`],
    ['Z'.repeat(31), `${label} must be 3 to 30 characters long.`],
    ['Jean-Luc', `${label} may contain only letters and digits.`],
    ['Anne Marie', `${label} may contain only letters and digits.`],
    ['Zoë', `${label} may contain only letters and digits.`],
    ["O'Neil", `${label} may contain only letters and digits.`],
    ['<script>', `${label} may contain only letters and digits.`],
  ])('refuses %j with its own message', (name, message) => {
    expect(signupErrors(field, name)).toEqual([`${field}: ${message}`]);
  });

  it('keeps the name trimmed', () => {
    const result = validateSignup({ ...GOOD_SIGNUP, [field]: '  Grace  ' });
    expect(result.ok && result.value[field]).toBe('Grace');
  });
});

describe('age rule', () => {
  it.each<[unknown, number]>([
    [10, 10],
    [80, 80],
    [36, 36],
    ['10', 10],
    ['80', 80],
    [' 42 ', 42],
    ['042', 42],
  ])('accepts %j as %d', (age, expected) => {
    const result = validateSignup({ ...GOOD_SIGNUP, age });
    expect(result.ok && result.value.age).toBe(expected);
  });

  it.each<[unknown, string]>([
    ['', 'Age is required.'],
    [undefined, 'Age is required.'],
    [null, 'Age is required.'],
    [9, 'Age must be a whole number from 10 to 80.'],
    [81, 'Age must be a whole number from 10 to 80.'],
    [0, 'Age must be a whole number from 10 to 80.'],
    [-20, 'Age must be a whole number from 10 to 80.'],
    [10.5, 'Age must be a whole number from 10 to 80.'],
    ['10.5', 'Age must be a whole number from 10 to 80.'],
    ['-20', 'Age must be a whole number from 10 to 80.'],
    ['1e1', 'Age must be a whole number from 10 to 80.'],
    ['twenty', 'Age must be a whole number from 10 to 80.'],
    ['9', 'Age must be a whole number from 10 to 80.'],
    ['0010', 'Age must be a whole number from 10 to 80.'],
    [Number.NaN, 'Age must be a whole number from 10 to 80.'],
    [Number.POSITIVE_INFINITY, 'Age must be a whole number from 10 to 80.'],
    [true, 'Age must be a whole number from 10 to 80.'],
  ])('refuses %j', (age, message) => {
    expect(signupErrors('age', age)).toEqual([`age: ${message}`]);
  });
});

describe('whole forms', () => {
  it('reports every failing field of a sign-up at once, in form order', () => {
    const result = validateSignup({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.field)).toEqual(['first_name', 'last_name', 'age', 'email', 'password']);
    expect(result.errors.map((error) => error.message)).toEqual([
      'First name is required.',
      'Last name is required.',
      'Age is required.',
      'Email is required.',
      'Password is required.',
    ]);
  });

  it('reports both sign-in fields at once', () => {
    const result = validateSignin({ email: 'nope', password: 'NOPE' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((error) => error.field)).toEqual(['email', 'password']);
  });

  it.each([null, [], 'email=a@b.com', 42])('refuses a body that is not an object: %j', (body) => {
    expect(validateSignin(body)).toEqual({ ok: false, errors: [{ field: 'body', message: 'The request body must be a JSON object.' }] });
    expect(validateSignup(body).ok).toBe(false);
  });

  it('keeps only the known fields, age as a number', () => {
    const result = validateSignup({ ...GOOD_SIGNUP, age: '36', role: 'admin', id: 1 });
    expect(result).toEqual({ ok: true, value: GOOD_SIGNUP });
    const signin = validateSignin({ email: 'ada@example.com', password: 'abc123', admin: true });
    expect(signin).toEqual({ ok: true, value: { email: 'ada@example.com', password: 'abc123' } });
  });
});
