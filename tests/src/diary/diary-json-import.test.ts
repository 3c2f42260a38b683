/** Reading the JSON export's diary section back: each session checked by the diary's rules, repeats found, games found by id, ids kept on write. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { DiaryEntry } from '../../../src/contract/diary';
import { createDiaryDb } from '../../../src/diary/diary-db';
import { createDiaryEngine } from '../../../src/diary/diary-engine';
import { diaryStore } from '../../../src/diary/diary-store';
import { withoutDuplicates } from '../../../src/diary/transfer/diary-duplicates';
import { readDiaryJson } from '../../../src/diary/transfer/read-diary-json';
import { reviewSessions, skippedSummary } from '../../../src/diary/transfer/sessions-review';
import { createSyncBackoff } from '../../../src/lib/sync-backoff';
import { createFakeDiaryServer } from './fake-diary-server';

const NOW = Date.UTC(2026, 5, 1);
const GAMES = [{ id: 1, title: 'Warframe' }, { id: 2, title: 'Path of Exile' }];
const exported = (id: string, gameId: number, date: string, minutes: number | null, note = '') => ({
  id, game_id: gameId, date, minutes, note, marker: null, created_at: 1, updated_at: 1, date_updated_at: 1, minutes_updated_at: 1, note_updated_at: 1, marker_updated_at: 1,
});
const stored = (id: string, gameId: number, date: string, minutes: number | null, note = ''): DiaryEntry => ({ ...exported(id, gameId, date, minutes, note), deleted: false });
const file = (diary: unknown) => JSON.stringify({ format: 'freeplay-library', version: 1, entries: [], diary });

describe('readDiaryJson', () => {
  it('reads every session of the section with its id, game and values', () => {
    expect(readDiaryJson(file([exported('a', 1, '2026-01-02', 60, 'first'), { game_id: 2, date: '2026-01-03' }]), NOW)).toEqual({
      ok: true,
      sessions: [
        { position: 1, id: 'a', gameId: 1, values: { date: '2026-01-02', minutes: 60, note: 'first', marker: null } },
        { position: 2, gameId: 2, values: { date: '2026-01-03', minutes: null, note: '', marker: null } },
      ],
      problems: [],
    });
  });

  it('leaves out each broken session with its place and the rule it breaks, and keeps the rest', () => {
    const read = readDiaryJson(file([7, { game_id: 1 }, exported('ok', 1, '2026-01-02', 5), { ...exported('x', 1, '2026-01-02', 5), minutes: -3 }, { ...exported('y', 0, '2999-01-01', 5) }, { ...exported('bad id!', 1, '2026-01-02', 5) }, { ...exported('m', 1, '2026-01-02', 5), marker: 'won' }]), NOW);
    if (!read.ok) throw new Error(read.message);
    expect(read.sessions.map((session) => session.id)).toEqual(['ok']);
    expect(read.problems).toEqual([
      'Session 1: not a session (an object with a date and a game_id).',
      'Session 2: it has no date.',
      'Session 4: Minutes must be a whole number from 0 to 10,000, or null.',
      'Session 5: game_id must be a game id (a whole number from 1). Date must not be in the future.',
      'Session 6: id must be 1 to 64 letters, digits, - or _.',
      'Session 7: Marker must be one of started, finished, abandoned, or null.',
    ]);
  });

  it('refuses a file without a readable section with what is wrong', () => {
    expect(readDiaryJson('{"diary": [', NOW)).toEqual({ ok: false, message: 'This file is not valid JSON (a comma, quote or bracket is wrong or missing).' });
    expect(readDiaryJson(JSON.stringify({ entries: [] }), NOW)).toEqual({ ok: false, message: 'This JSON has no "diary" section. Export a file with one from My Games (Export JSON) while signed in.' });
    expect(readDiaryJson('[1, 2]', NOW)).toMatchObject({ ok: false, message: expect.stringContaining('no "diary" section') });
    expect(readDiaryJson(file({ a: 1 }), NOW)).toEqual({ ok: false, message: 'The file\'s "diary" section is not a list of sessions, so none could be read.' });
    expect(readDiaryJson(file(Array.from({ length: 20_001 }, () => 0)), NOW)).toEqual({ ok: false, message: 'A diary holds at most 20,000 sessions; this file\'s "diary" section has 20,001.' });
  });
});

describe('withoutDuplicates', () => {
  it('skips a session whose id the diary holds, one with the same day, game, minutes and note, and a repeat within the file', () => {
    const diary = [stored('held', 1, '2026-01-01', 30, 'a'), stored('other', 2, '2026-01-02', 45, '')];
    const candidates = [
      { id: 'held', gameId: 1, values: { date: '2026-03-03', minutes: 1, note: 'changed since', marker: null } },
      { id: 'new-id', gameId: 2, values: { date: '2026-01-02', minutes: 45, note: '', marker: 'finished' as const } },
      { id: 'fresh', gameId: 2, values: { date: '2026-01-02', minutes: 46, note: '', marker: null } },
      { gameId: 1, values: { date: '2026-01-01', minutes: 30, note: 'b', marker: null } },
      { gameId: 1, values: { date: '2026-01-01', minutes: 30, note: 'b', marker: null } },
    ];
    const { fresh, duplicates } = withoutDuplicates(candidates, diary);
    expect(fresh).toEqual([candidates[2], candidates[3]]);
    expect(duplicates).toEqual([candidates[0], candidates[1], candidates[4]]);
  });
});

describe('reviewSessions', () => {
  it('finds a JSON session\'s game by id, marks what the diary holds, and says what it skips', () => {
    const text = file([exported('held', 1, '2026-01-01', 30), exported('new', 2, '2026-01-02', 45), exported('gone', 99, '2026-01-03', 10)]);
    const result = reviewSessions(text, 'freeplay-library.json', NOW, '2026-06-01', GAMES, [stored('held', 1, '2026-01-01', 30)]);
    if (!result.ok) throw new Error(result.message);
    expect(result.review.unit).toBe('Session');
    expect(result.review.rows.map((row) => [row.key, row.id, row.match.kind, row.duplicate])).toEqual([[1, 'held', 'exact', true], [2, 'new', 'exact', false], [3, 'gone', 'missing', false]]);
    expect(result.review.rows[2]?.title).toBe('Game 99');
    expect(skippedSummary(result.review)).toBe('Skipped: 1 session already in your diary, 1 session whose game is not in the catalogue.');
  });

  it('still reads a CSV of sessions by title', () => {
    const result = reviewSessions('date,title\n2026-01-02,warframe\n', 'sessions.csv', NOW, '2026-06-01', GAMES, []);
    if (!result.ok) throw new Error(result.message);
    expect(result.review.unit).toBe('Line');
    expect(result.review.rows.map((row) => [row.key, row.match.kind === 'exact' ? row.match.game.id : undefined])).toEqual([[2, 1]]);
  });
});

describe('the engine writing an import', () => {
  it("keeps the file's ids, except one this device already holds, whose session comes back as a new entry", async () => {
    const host = { getSession: () => ({ token: 't', userId: 'json-import' }), subscribeSession: () => () => undefined, onUnauthorized: () => undefined };
    let ids = 0;
    const engine = createDiaryEngine(host, { db: createDiaryDb('diary-json-import'), api: createFakeDiaryServer().api, now: () => NOW, newId: () => `made-${++ids}`, online: () => false, backoff: createSyncBackoff({ storage: undefined, storageKey: 'diary-json-import' }), watch: false });
    try {
      const deleted = await engine.log(1, { date: '2026-01-01', minutes: 5, note: '', marker: null });
      await engine.remove(deleted);
      await engine.logMany([{ id: 'from-file', gameId: 2, values: { date: '2026-01-02', minutes: 45, note: '', marker: null } }, { id: deleted, gameId: 1, values: { date: '2026-01-01', minutes: 5, note: '', marker: null } }]);
      const live = diaryStore.get().records.map((record) => record.entry.id).sort();
      expect(live).toHaveLength(2);
      expect(live).toContain('from-file');
      expect(live).not.toContain(deleted);
    } finally {
      engine.stop();
    }
  });
});
