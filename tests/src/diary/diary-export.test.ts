/** The diary's files: the CSV of sessions (oldest first, formulas escaped) and the JSON export's diary section. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { DiaryEntry } from '../../../src/contract/diary';
import { createDiaryDb } from '../../../src/diary/diary-db';
import { createDiaryEngine } from '../../../src/diary/diary-engine';
import { sessionsCsv } from '../../../src/diary/transfer/diary-export';
import { exportParts } from '../../../src/lib/export-parts';
import { createSyncBackoff } from '../../../src/lib/sync-backoff';
import { libraryJson } from '../../../src/library/transfer/export-library';
import { createFakeDiaryServer } from './fake-diary-server';

const entry = (id: string, date: string, note: string, minutes: number | null, marker: DiaryEntry['marker'] = null): DiaryEntry => ({
  id, game_id: 1, date, minutes, note, marker, created_at: 1, updated_at: 1, deleted: false,
  date_updated_at: 1, minutes_updated_at: 1, note_updated_at: 1, marker_updated_at: 1,
});

describe('diary export', () => {
  it('writes sessions as CSV, oldest first, with quoting and formula escaping', () => {
    const csv = sessionsCsv([entry('b', '2026-03-02', '=HYPERLINK("x")', 90, 'finished'), entry('a', '2026-03-01', 'plain, with comma', null)], () => 'Warframe');
    expect(csv).toBe(['date,title,minutes,marker,note', '2026-03-01,Warframe,,,"plain, with comma"', `2026-03-02,Warframe,90,finished,"'=HYPERLINK(""x"")"`, ''].join('\r\n'));
  });

  it("gives the library's JSON export a diary section of every live entry while the diary runs, and none once it stops", async () => {
    const host = { getSession: () => ({ token: 't', userId: 'u1' }), subscribeSession: () => () => undefined, onUnauthorized: () => undefined };
    let ids = 0;
    const engine = createDiaryEngine(host, { db: createDiaryDb('diary-export-test'), api: createFakeDiaryServer().api, now: () => 1, newId: () => `id-${++ids}`, online: () => false, backoff: createSyncBackoff({ storage: undefined, storageKey: 'diary-export-test' }), watch: false });
    const kept = await engine.log(7, { date: '2026-01-01', minutes: 30, note: 'kept', marker: null });
    await engine.remove(await engine.log(8, { date: '2026-01-02', minutes: 5, note: 'x', marker: null }));
    const file = JSON.parse(libraryJson([], new Map(), new Date(0), exportParts())) as { format: string; diary: Record<string, unknown>[] };
    expect(file.format).toBe('freeplay-library');
    expect(file.diary).toEqual([{ id: kept, game_id: 7, date: '2026-01-01', minutes: 30, note: 'kept', marker: null, created_at: 1, updated_at: 1, date_updated_at: 1, minutes_updated_at: 1, note_updated_at: 1, marker_updated_at: 1 }]);
    engine.stop();
    expect(exportParts()).not.toHaveProperty('diary');
  });
});
