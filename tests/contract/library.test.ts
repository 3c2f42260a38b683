import { describe, expect, it } from 'vitest';
import { create } from '../../src/contract/struct-checks.js';
import {
  LibraryBatchResponse,
  LibraryPage,
  parseChangeTime,
  validateLibraryDelete,
  validateLibraryOp,
  validateLibraryPut,
} from '../../src/contract/index.js';

const GOOD_PUT = { status: 'playing', rating: 4, note: 'Fun with friends.\nTry ranked.', updated_at: 1_763_000_000_000, op_id: 'op-1_a' };

function putErrors(change: Record<string, unknown>): string[] {
  const result = validateLibraryPut({ ...GOOD_PUT, ...change });
  return result.ok ? [] : result.errors.map((error) => `${error.field}: ${error.message}`);
}

describe('validateLibraryPut', () => {
  it('accepts a whole entry, or only the fields that changed, each with its own time if given', () => {
    expect(validateLibraryPut(GOOD_PUT)).toEqual({ ok: true, value: GOOD_PUT });
    const bare = validateLibraryPut({ status: 'want', updated_at: 5, op_id: 'x' });
    expect(bare).toEqual({ ok: true, value: { status: 'want', updated_at: 5, op_id: 'x' } });
    const rating = validateLibraryPut({ rating: 4, rating_updated_at: 4, note: null, updated_at: 5, op_id: 'x' });
    expect(rating).toEqual({ ok: true, value: { rating: 4, rating_updated_at: 4, note: '', updated_at: 5, op_id: 'x' } });
    expect(validateLibraryPut({ updated_at: 5, op_id: 'x' })).toEqual({ ok: false, errors: [{ field: 'body', message: 'Send at least one of status, rating, note.' }] });
    expect(validateLibraryPut({ rating: 4, rating_updated_at: 'soon', updated_at: 5, op_id: 'x' })).toMatchObject({ ok: false, errors: [{ field: 'rating_updated_at' }] });
  });

  it('keeps an added date when one is given (a game Undo brings back), and refuses one that is not a time', () => {
    expect(validateLibraryPut({ ...GOOD_PUT, created_at: 1_700_000_000_000 })).toEqual({ ok: true, value: { ...GOOD_PUT, created_at: 1_700_000_000_000 } });
    expect(putErrors({ created_at: 'yesterday' })).toEqual(['created_at: created_at must be the time the game was added in whole milliseconds since 1970.']);
  });

  it.each<[Record<string, unknown>, RegExp]>([
    [{ status: 'finished' }, /^status: Status must be one of want, playing, played, dropped, ignored\.$/],
    [{ status: null }, /^status: Status must be one of/],
    [{ rating: 0 }, /^rating: Rating must be a whole number from 1 to 5, or null\.$/],
    [{ rating: 6 }, /^rating: /],
    [{ rating: 2.5 }, /^rating: /],
    [{ rating: '3' }, /^rating: /],
    [{ note: 'x'.repeat(501) }, /^note: Note must be at most 500 characters\.$/],
    [{ note: 'tab\there' }, /^note: Note must not contain control characters other than new lines\.$/],
    [{ note: 'carriage\rreturn' }, /^note: /],
    [{ note: 'bidi\u0085' }, /^note: /],
    [{ note: 42 }, /^note: Note must be text\.$/],
    [{ note: 'half a pair \ud800 here' }, /^note: Note must not contain a broken character \(a lone UTF-16 surrogate\)\.$/],
    [{ note: 'ends on \udc00' }, /^note: Note must not contain a broken character/],
    [{ note: 'flipped \u202egnp.exe' }, /^note: Note must not contain text-direction controls \(such as U\+202E\)\.$/],
    [{ note: 'isolate \u2066x\u2069' }, /^note: Note must not contain text-direction controls/],
    [{ note: 'joiners \u200d\u200d\u200d' }, /^note: Note must not contain a run of joiners \(U\+200D\)\.$/],
    [{ updated_at: -1 }, /^updated_at: /],
    [{ updated_at: 1.5 }, /^updated_at: /],
    [{ updated_at: Number.MAX_VALUE }, /^updated_at: /],
    [{ op_id: '' }, /^op_id: /],
    [{ op_id: 'has space' }, /^op_id: /],
    [{ op_id: 'x'.repeat(65) }, /^op_id: /],
  ])('refuses %j with a field message', (change, message) => {
    const errors = putErrors(change);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('accepts a note of exactly 500 characters with new lines', () => {
    expect(putErrors({ note: `${'a'.repeat(499)}\n` })).toEqual([]);
  });

  it('accepts emoji sequences and right-to-left text written as people write them', () => {
    for (const note of ['👨\u200d👩\u200d👧 with the family', 'שלום and hello', '🏳️\u200d🌈', 'naïve café']) expect(putErrors({ note })).toEqual([]);
  });

  it('reports every bad field at once, and refuses a body that is not an object', () => {
    expect(putErrors({ status: 'x', rating: 9, op_id: '' }).map((error) => error.split(':')[0])).toEqual(['status', 'rating', 'op_id']);
    expect(validateLibraryPut([GOOD_PUT])).toEqual({ ok: false, errors: [{ field: 'body', message: 'The body must be a JSON object.' }] });
  });
});

describe('validateLibraryDelete and parseChangeTime', () => {
  it('reads the change time from query digits', () => {
    expect(validateLibraryDelete({ updated_at: '1763000000000', op_id: 'abc' })).toEqual({
      ok: true,
      value: { updated_at: 1_763_000_000_000, op_id: 'abc' },
    });
    expect(parseChangeTime('1e3')).toBeUndefined();
    expect(parseChangeTime('0')).toBeUndefined();
    expect(parseChangeTime('')).toBeUndefined();
  });

  it('names both missing fields', () => {
    const result = validateLibraryDelete({});
    expect(result.ok ? [] : result.errors.map((error) => error.field)).toEqual(['updated_at', 'op_id']);
  });
});

describe('validateLibraryOp', () => {
  it('accepts put and delete operations with a game id', () => {
    expect(validateLibraryOp({ op: 'put', game_id: 540, ...GOOD_PUT })).toEqual({ ok: true, value: { op: 'put', game_id: 540, ...GOOD_PUT } });
    expect(validateLibraryOp({ op: 'delete', game_id: '7', updated_at: 9, op_id: 'd' })).toEqual({
      ok: true,
      value: { op: 'delete', game_id: 7, updated_at: 9, op_id: 'd' },
    });
  });

  // An object whose toString is not a function threw when converted to text: a 500 found by tests/reliability/hostile-input.test.ts.
  it.each([0, '007', -3, 1.5, 'abc', 2_147_483_648, null, { toString: '' }, [5]])('refuses the game id %j', (gameId) => {
    const result = validateLibraryOp({ op: 'put', game_id: gameId, ...GOOD_PUT });
    expect(result.ok ? [] : result.errors.map((error) => error.field)).toEqual(['game_id']);
  });

  it('refuses an unknown op and a non-object', () => {
    const unknown = validateLibraryOp({ op: 'patch', game_id: 1 });
    expect(unknown.ok ? [] : unknown.errors).toEqual([{ field: 'op', message: 'op must be put or delete.' }]);
    expect(validateLibraryOp('put').ok).toBe(false);
  });
});

describe('LibraryPage schema', () => {
  it('accepts entries and tombstones, and refuses an unknown status', () => {
    const entry = { game_id: 1, status: 'want', rating: null, note: '', created_at: 1, updated_at: 2, deleted: false };
    const tombstone = { ...entry, game_id: 2, status: null, deleted: true };
    expect(create({ entries: [entry, tombstone], cursor: '12' }, LibraryPage).entries).toHaveLength(2);
    expect(() => create({ entries: [{ ...entry, status: 'finished' }], cursor: '1' }, LibraryPage)).toThrow();
  });
});

describe('LibraryBatchResponse schema', () => {
  it('accepts stored entries and refusals in order, and refuses a result with neither', () => {
    const entry = { game_id: 1, status: 'played', rating: 5, note: 'x', created_at: 1, updated_at: 2, deleted: false };
    const refusal = { status: 400, message: 'Check the operation.', errors: [{ field: 'rating', message: 'Rating must be…' }] };
    expect(create({ results: [{ status: 200, entry }, refusal] }, LibraryBatchResponse).results).toHaveLength(2);
    expect(() => create({ results: [{ status: 200 }] }, LibraryBatchResponse)).toThrow();
  });
});
