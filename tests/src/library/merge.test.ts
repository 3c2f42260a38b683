import { describe, expect, it } from 'vitest';
import type { LibraryEntry } from '../../../src/contract';
import { toLocalEntry, type GameRecord } from '../../../src/library/local-entry';
import { applyResponse, applyEdit, applyImport, applyRemote, LibraryEditError, opFor } from '../../../src/library/merge';

const entry = (fields: Partial<LibraryEntry> = {}): LibraryEntry => ({
  game_id: 7,
  status: 'playing',
  rating: null,
  note: '',
  created_at: 100,
  updated_at: 100,
  deleted: false,
  ...fields,
});
const synced = (fields: Partial<LibraryEntry> = {}): GameRecord => ({ entry: entry(fields), changedElsewhere: false });
const pending = (fields: Partial<LibraryEntry> = {}, opId = 'op-1'): GameRecord => ({ entry: entry(fields), opId, changedElsewhere: false });

describe('a change on this device', () => {
  it('tracks a new game with its status, creation time and an outbox op', () => {
    const record = applyEdit(undefined, 7, { kind: 'status', status: 'want' }, 500, 'op-a');
    const times = { status_updated_at: 500, rating_updated_at: 500, note_updated_at: 500 };
    expect(record).toEqual({ entry: entry({ status: 'want', created_at: 500, updated_at: 500, ...times }), opId: 'op-a', dirty: ['status', 'rating', 'note'], changedElsewhere: false, statusChangedAt: 500, queuedAt: 500 });
    expect(record && opFor(record)).toEqual({ op: 'put', game_id: 7, status: 'want', rating: null, note: '', ...times, updated_at: 500, op_id: 'op-a' });
  });

  it('keeps the time of the oldest change still waiting while later edits join it, and drops it once the server answered', () => {
    const rated = applyEdit(synced(), 7, { kind: 'rating', rating: 4 }, 500, 'op-r');
    const noted = applyEdit(rated, 7, { kind: 'note', note: 'Great with friends' }, 600, 'op-n');
    expect(noted?.queuedAt).toBe(500);
    const answered = noted && applyResponse(noted, 'op-n', { status: 200, entry: noted.entry });
    expect(answered?.record?.queuedAt).toBeUndefined();
    const later = applyEdit(answered?.record, 7, { kind: 'rating', rating: 5 }, 700, 'op-l');
    expect(later?.queuedAt).toBe(700);
  });

  it('sends only the fields it changed, each at the time it changed', () => {
    const rated = applyEdit(synced(), 7, { kind: 'rating', rating: 4 }, 500, 'op-r');
    const noted = applyEdit(rated, 7, { kind: 'note', note: 'Great with friends' }, 600, 'op-n');
    expect(noted && opFor(noted)).toEqual({ op: 'put', game_id: 7, rating: 4, rating_updated_at: 500, note: 'Great with friends', note_updated_at: 600, updated_at: 600, op_id: 'op-n' });
  });

  it('is always later than the entry it replaces, even when this clock runs behind', () => {
    const record = applyEdit(synced({ updated_at: 9_000 }), 7, { kind: 'status', status: 'played' }, 500, 'op-b');
    expect(record?.entry.updated_at).toBe(9_001);
    expect(record?.entry.created_at).toBe(100);
  });

  it('turns a removal into a tombstone sent as a delete, and a removal of an untracked game into nothing', () => {
    const record = applyEdit(synced(), 7, { kind: 'remove' }, 500, 'op-c');
    expect(record?.entry.deleted).toBe(true);
    expect(record && opFor(record)).toEqual({ op: 'delete', game_id: 7, updated_at: 500, op_id: 'op-c' });
    expect(applyEdit(undefined, 7, { kind: 'remove' }, 500, 'op-d')).toBeUndefined();
  });

  it('Undo of a removal puts back status, rating, note and both dates, as a new change in the outbox', () => {
    const tombstone = synced({ deleted: true, status: 'played', updated_at: 900 });
    const before = entry({ status: 'played', rating: 2, note: 'too grindy', created_at: 100, updated_at: 800 });
    const record = applyEdit(tombstone, 7, { kind: 'restore', entry: before, statusChangedAt: 300 }, 500, 'op-u');
    const times = { status_updated_at: 901, rating_updated_at: 901, note_updated_at: 901 };
    expect(record).toEqual({ entry: { ...before, updated_at: 901, ...times }, opId: 'op-u', dirty: ['status', 'rating', 'note'], changedElsewhere: false, statusChangedAt: 300, queuedAt: 500 });
    // The added date goes with it, so the server keeps it too.
    expect(record && opFor(record)).toEqual({ op: 'put', game_id: 7, status: 'played', rating: 2, note: 'too grindy', ...times, updated_at: 901, op_id: 'op-u', created_at: 100 });
  });

  it('Undo of a removal changes nothing once a status was chosen again', () => {
    const retracked = synced({ status: 'want', updated_at: 950 });
    const before = entry({ status: 'played', rating: 2, note: 'x' });
    expect(applyEdit(retracked, 7, { kind: 'restore', entry: before, statusChangedAt: 300 }, 1_000, 'op-v')).toBe(retracked);
  });

  it('re-tracking a removed game starts it afresh', () => {
    const record = applyEdit(synced({ deleted: true, rating: 4, note: 'old' }), 7, { kind: 'status', status: 'want' }, 500, 'op-e');
    expect(record?.entry).toMatchObject({ status: 'want', rating: null, note: '', created_at: 500, deleted: false });
  });

  it('refuses a rating or note on an untracked game, a rating out of range and a note too long, with a message', () => {
    expect(() => applyEdit(undefined, 7, { kind: 'rating', rating: 3 }, 500, 'op')).toThrow(LibraryEditError);
    expect(() => applyEdit(synced(), 7, { kind: 'rating', rating: 6 }, 500, 'op')).toThrow(/Rating must be a whole number from 1 to 5/);
    expect(() => applyEdit(synced(), 7, { kind: 'note', note: 'x'.repeat(501) }, 500, 'op')).toThrow(/at most 500 characters/);
    expect(applyEdit(synced(), 7, { kind: 'note', note: 'line one\nline two' }, 500, 'op')?.entry.note).toBe('line one\nline two');
  });

  it('clears the changed-elsewhere mark', () => {
    const record = applyEdit({ ...synced(), changedElsewhere: true }, 7, { kind: 'rating', rating: 5 }, 500, 'op');
    expect(record?.changedElsewhere).toBe(false);
  });
});

describe("the server's response to an op", () => {
  it('acknowledges ours: out of the outbox, with the time the server stored (it clamps future times)', () => {
    const after = applyResponse(pending({ updated_at: 9_999 }), 'op-1', { status: 200, entry: entry({ updated_at: 5_000 }) });
    expect(after.record).toEqual({ entry: entry({ updated_at: 5_000 }), changedElsewhere: false, statusChangedAt: 5_000 });
  });

  it('a newer entry that already won replaces ours and marks the game changed elsewhere', () => {
    const after = applyResponse(pending({ status: 'want' }), 'op-1', { status: 200, entry: entry({ status: 'dropped', updated_at: 200 }) });
    expect(after.record).toEqual({ entry: entry({ status: 'dropped', updated_at: 200 }), changedElsewhere: true, changedFields: ['status'], statusChangedAt: 200 });
  });

  it('leaves a newer local change alone (duplicate or late answers to an older op)', () => {
    const record = pending({ status: 'played', updated_at: 300 }, 'op-2');
    expect(applyResponse(record, 'op-1', { status: 200, entry: entry() }).record).toBe(record);
  });

  it('forgets a refused change and says why', () => {
    expect(applyResponse(pending(), 'op-1', { status: 400, message: 'note too long' })).toEqual({ record: undefined, refused: 'note too long' });
  });
});

describe('a pulled entry', () => {
  it('is adopted when newer or equal, and kept out when older than a pending change', () => {
    expect(applyRemote(undefined, entry())).toEqual({ ...synced(), statusChangedAt: 100 });
    expect(applyRemote(synced({ updated_at: 50 }), entry()).entry.updated_at).toBe(100);
    const mine = pending({ updated_at: 300 });
    expect(applyRemote(mine, entry({ updated_at: 200, status: 'dropped' }))).toMatchObject({ entry: { status: 'playing', updated_at: 300 }, opId: 'op-1', changedElsewhere: false });
  });

  it('keeps a synced entry newer than a stale page, but not a removal of ours the server kept no tombstone for', () => {
    expect(applyRemote(synced({ status: 'played', updated_at: 300 }), entry({ updated_at: 200 })).entry).toMatchObject({ status: 'played', updated_at: 300 });
    // Another device added the game before our removal reached the server, which had nothing to remove.
    const removed = applyRemote(synced({ deleted: true, updated_at: 300 }), entry({ status: 'want', updated_at: 200 }));
    expect(removed.entry).toMatchObject({ deleted: false, status: 'want', updated_at: 200 });
  });

  it('replacing a pending change of ours with other content marks the game changed elsewhere', () => {
    const record = applyRemote(pending({ status: 'want', updated_at: 100 }), entry({ status: 'played', updated_at: 200 }));
    expect(record).toEqual({ entry: entry({ status: 'played', updated_at: 200 }), changedElsewhere: true, changedFields: ['status'], statusChangedAt: 200 });
  });

  it('rebases a pending field on the pulled entry: each field wins or loses on its own time', () => {
    const rated = applyEdit(synced({ status: 'want' }), 7, { kind: 'rating', rating: 4 }, 500, 'op-r');
    const noteElsewhere = entry({ status: 'want', note: 'Great with friends', status_updated_at: 100, rating_updated_at: 100, note_updated_at: 600, updated_at: 600 });
    const both = rated && applyRemote(rated, noteElsewhere);
    expect(both).toMatchObject({ entry: { status: 'want', rating: 4, note: 'Great with friends' }, opId: 'op-r', dirty: ['rating'], changedElsewhere: false });
    const ratingElsewhere = { ...noteElsewhere, rating: 2, rating_updated_at: 700, updated_at: 700 };
    const lost = both && applyRemote(both, ratingElsewhere);
    expect(lost).toMatchObject({ entry: { rating: 2, note: 'Great with friends' }, changedElsewhere: true, changedFields: ['rating'] });
    expect(lost?.opId).toBeUndefined();
    expect(toLocalEntry(applyRemote(both as GameRecord, ratingElsewhere)).changedFields).toEqual(['rating']);
  });

  it('our own change coming back acknowledges it, unmarked', () => {
    expect(applyRemote(pending(), entry())).toEqual({ ...synced(), statusChangedAt: 100 });
  });

  it('a newer tombstone removes the game; an older update cannot bring a removal back', () => {
    expect(applyRemote(synced(), entry({ deleted: true, updated_at: 200 })).entry.deleted).toBe(true);
    const removed = pending({ deleted: true, updated_at: 300 });
    expect(applyRemote(removed, entry({ status: 'played', updated_at: 200 }))).toMatchObject({ entry: { deleted: true, status: 'played', updated_at: 300 }, opId: 'op-1', removedAt: 300 });
  });

  it('a repeated delivery keeps the same record, so nothing re-renders', () => {
    const record = synced();
    expect(applyRemote(record, entry())).toBe(record);
  });
});

describe('an import', () => {
  it('keeps the file’s times when nothing newer is here, and always lands after what is here', () => {
    const item = { game_id: 7, status: 'played' as const, rating: 4, note: 'good', created_at: 10, updated_at: 20 };
    expect(applyImport(undefined, item, 500, 'op').entry).toMatchObject({ created_at: 10, updated_at: 20, status: 'played' });
    expect(applyImport(synced({ updated_at: 400 }), item, 500, 'op').entry.updated_at).toBe(401);
  });

  it('leaves a game already as the file has it untouched, its dates and outbox state included', () => {
    const record: GameRecord = { entry: entry({ status: 'played', rating: 4, note: 'good', created_at: 100, updated_at: 300 }), changedElsewhere: false, statusChangedAt: 200 };
    expect(applyImport(record, { game_id: 7, status: 'played', rating: 4, note: 'good', created_at: 1, updated_at: 2 }, 500, 'op')).toBe(record);
  });

  it('keeps the added date of a game already here when the file gives none (a CSV)', () => {
    const changed = applyImport(synced({ created_at: 100, updated_at: 300 }), { game_id: 7, status: 'dropped', rating: null, note: '' }, 500, 'op');
    expect(changed.entry).toMatchObject({ status: 'dropped', created_at: 100, updated_at: 500 });
  });
});

describe('the date the status last changed', () => {
  const tracked: GameRecord = { entry: entry({ created_at: 100, updated_at: 300 }), changedElsewhere: false, statusChangedAt: 200 };

  it('a note or rating edit leaves it alone', () => {
    const noted = applyEdit(tracked, 7, { kind: 'note', note: 'co-op on Fridays' }, 500, 'op');
    expect(noted).toMatchObject({ entry: { updated_at: 500 }, statusChangedAt: 200 });
    expect(applyEdit(noted, 7, { kind: 'rating', rating: 4 }, 600, 'op')?.statusChangedAt).toBe(200);
  });

  it('a status change moves it; choosing the same status again does not', () => {
    const played = applyEdit(tracked, 7, { kind: 'status', status: 'played' }, 500, 'op');
    expect(played?.statusChangedAt).toBe(500);
    expect(applyEdit(played, 7, { kind: 'status', status: 'played' }, 700, 'op')?.statusChangedAt).toBe(500);
  });

  it('a removal, then tracking again, moves it each time', () => {
    const removed = applyEdit(tracked, 7, { kind: 'remove' }, 500, 'op');
    expect(removed?.statusChangedAt).toBe(500);
    expect(applyEdit(removed, 7, { kind: 'status', status: 'playing' }, 700, 'op')?.statusChangedAt).toBe(700);
  });

  it("another device's status change sets it from that change's time; its note edit does not", () => {
    expect(applyRemote(tracked, entry({ status: 'dropped', updated_at: 900 })).statusChangedAt).toBe(900);
    expect(applyRemote(tracked, entry({ note: 'from my phone', updated_at: 900 })).statusChangedAt).toBe(200);
  });

  it('an import moves it only when it changes the status', () => {
    const item = { game_id: 7, status: 'playing' as const, rating: 4, note: 'good' };
    expect(applyImport(tracked, item, 500, 'op').statusChangedAt).toBe(200);
    expect(applyImport(tracked, { ...item, status: 'played' }, 500, 'op').statusChangedAt).toBe(500);
  });

  it('a record stored before the date existed shows its last change, and keeps it through a note edit', () => {
    const old: GameRecord = { entry: entry({ created_at: 100, updated_at: 300 }), changedElsewhere: false };
    expect(toLocalEntry(old).statusChangedAt).toBe(300);
    const noted = applyEdit(old, 7, { kind: 'note', note: 'later' }, 500, 'op');
    expect(noted && toLocalEntry(noted).statusChangedAt).toBe(300);
  });
});
