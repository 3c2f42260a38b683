/** Import of a CSV of sessions: read by the diary's rules, matched by title, reviewed, and written only on Import. */
import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { diaryStore } from '../../../src/diary/diary-store';
import { startDiary } from '../../../src/diary/start-diary';
import { readSessions } from '../../../src/diary/transfer/read-sessions';
import { SessionsImport } from '../../../src/diary/transfer/SessionsImport';

const GAMES = [{ id: 1, title: 'Warframe' }, { id: 2, title: 'Path of Exile' }, { id: 3, title: 'Paladins' }];
const CSV = [
  'Date,Title,Minutes,Marker,Note',
  '2026-01-02,warframe,60,finished,"First, of many"',
  '2026-01-03,Path of Exil,30,,',
  '2026-01-04,Nothing Like It,10,,',
  '2999-01-01,Paladins,5,,',
  '2026-01-05,Paladins,5,won,',
  '2026-02-30,Paladins,5,,',
].join('\r\n');

beforeAll(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const session = { token: 't', userId: 'import-user' };
  startDiary({ getSession: () => session, subscribeSession: () => () => undefined, onUnauthorized: () => undefined });
});

describe('readSessions', () => {
  it('reads rows by the header, and lists the rows the rules refuse with their line', () => {
    const read = readSessions(CSV, '2026-06-01');
    if (!read.ok) throw new Error(read.message);
    expect(read.rows.map((row) => [row.line, row.title, row.values.minutes, row.values.marker])).toEqual([[2, 'warframe', 60, 'finished'], [3, 'Path of Exil', 30, null], [4, 'Nothing Like It', 10, null]]);
    expect(read.rows[0]?.values.note).toBe('First, of many');
    expect(read.problems).toEqual(['Line 5: the date 2999-01-01 is in the future.', 'Line 6: the marker must be empty or one of started, finished, abandoned.', 'Line 7: the date "2026-02-30" is not a day written YYYY-MM-DD.']);
  });

  it('says what is missing from a file without a date or a title column', () => {
    expect(readSessions('when,game\n2026-01-01,Warframe', '2026-06-01')).toEqual({ ok: false, message: 'This CSV needs a header row with a "date" and a "title" column.' });
  });
});

describe('SessionsImport', () => {
  it('shows the review, writes nothing before Import, then logs the chosen sessions', async () => {
    const person = userEvent.setup();
    render(<SessionsImport games={GAMES} />);
    await person.upload(screen.getByLabelText(/a CSV with a date and a title column/), new File([CSV], 'sessions.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByText('Not found: skipped')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sessions left out' }).children).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Import 1 session' })).toBeInTheDocument();
    expect(diaryStore.get().records).toHaveLength(0);
    await person.selectOptions(screen.getByRole('combobox', { name: 'Game for line 3, Path of Exil' }), 'Path of Exile');
    await person.click(screen.getByRole('button', { name: 'Import 2 sessions' }));
    expect(await screen.findByText('2 sessions logged.')).toBeInTheDocument();
    await waitFor(() => expect(diaryStore.get().records.map((record) => [record.entry.game_id, record.entry.date])).toEqual([[2, '2026-01-03'], [1, '2026-01-02']]));
  });

  it("imports the JSON export's diary section after the review, skipping what the diary holds, and refuses a broken section with what is wrong", async () => {
    const person = userEvent.setup();
    render(<SessionsImport games={GAMES} />);
    const input = () => screen.getByLabelText(/Freeplay's JSON export/);
    await person.upload(input(), new File(['{"format":"freeplay-library","diary":{"oops":true}}'], 'broken.json', { type: 'application/json' }));
    expect(await screen.findByText('broken.json was not imported. The file\'s "diary" section is not a list of sessions, so none could be read. Nothing was changed.')).toBeInTheDocument();
    const before = diaryStore.get().records.length;
    const held = { id: 'other-device-id', game_id: 1, date: '2026-01-02', minutes: 60, note: 'First, of many', marker: 'finished' };
    const fresh = { id: 'from-export', game_id: 3, date: '2026-01-09', minutes: 20, note: 'new', marker: null };
    const text = JSON.stringify({ format: 'freeplay-library', version: 1, entries: [], diary: [held, fresh, { game_id: 3 }] });
    await person.upload(input(), new File([text], 'freeplay-library.json', { type: 'application/json' }));
    expect(await screen.findByText('Warframe: already in your diary, skipped')).toBeInTheDocument();
    expect(screen.getByText('Skipped: 1 session already in your diary, 1 session the diary\'s rules refuse.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sessions left out' })).toHaveTextContent('Session 3: it has no date.');
    expect(diaryStore.get().records).toHaveLength(before);
    await person.click(screen.getByRole('button', { name: 'Import 1 session' }));
    expect(await screen.findByText('1 session logged. 1 session already in your diary was skipped.')).toBeInTheDocument();
    await waitFor(() => expect(diaryStore.get().records.map((record) => record.entry.id)).toContain('from-export'));
    expect(diaryStore.get().records).toHaveLength(before + 1);
  });
});
