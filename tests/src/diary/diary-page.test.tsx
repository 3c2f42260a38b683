/** #/diary with a long diary: the first sessions show at once, the rest of the page's hundred follow a task at a time, and Show earlier sessions adds more from the keyboard. */
import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DiaryEntry } from '../../../src/contract/diary';
import { dateOfDay, dayNumber, dayOf } from '../../../src/diary/diary-dates';
import { publishRecords } from '../../../src/diary/diary-store';
import { DiaryPage } from '../../../src/diary/page/DiaryPage';

const today = dayNumber(dayOf(Date.now()));
const entry = (index: number): DiaryEntry => ({
  id: `e${index}`, game_id: 1, date: dateOfDay(today - Math.floor(index / 3)), minutes: 30, note: '', marker: null, created_at: 1_000 - index, updated_at: 1, deleted: false,
  date_updated_at: 1, minutes_updated_at: 1, note_updated_at: 1, marker_updated_at: 1,
});
const GAMES = new Map([[1, { title: 'Warframe', genre: 'Shooter', tags: [] }]]);

describe('DiaryPage', () => {
  it('mounts a long diary in steps, then shows earlier sessions on a key press, the focus staying on the button', async () => {
    publishRecords(Array.from({ length: 250 }, (_, index) => ({ entry: entry(index) })));
    const { container } = render(<DiaryPage games={GAMES} tagLabels={new Map()} />);
    const shown = () => container.querySelectorAll('.session-list > li').length;
    expect(shown()).toBe(25);
    expect(container.querySelectorAll('.heatmap a')).toHaveLength(0);
    // Each step waits for a task boundary, which a loaded machine spaces out.
    await waitFor(() => expect(shown()).toBe(100), { timeout: 10_000 });
    expect(container.querySelectorAll('.heatmap a').length).toBeGreaterThan(0);
    const more = screen.getByRole('button', { name: 'Show earlier sessions (150 more)' });
    more.focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(shown()).toBe(200), { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Show earlier sessions (50 more)' })).toHaveFocus();
  });
});
