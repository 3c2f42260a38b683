import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DetailTracker } from '../../../../src/library/detail/DetailTracker';
import { formatDay } from '../../../../src/library/detail/format-day';
import { NOTE_SAVE_MS } from '../../../../src/library/detail/NoteField';
import { resetLibraryStore } from '../../../../src/library/library-store';
import { publishRecords, publishSync } from '../../../../src/library/publish';
import { describeSync } from '../../../../src/library/sync-status';
import { fakeActions, markSynced, resetFakeLibrary, seedLibrary } from './fake-library';

vi.mock('../../../../src/library/library-actions', async () => (await import('./fake-library')).fakeActions);

beforeEach(() => resetFakeLibrary());
afterEach(() => {
  vi.useRealTimers();
  resetLibraryStore();
});

describe("the detail page's library panel", () => {
  it('offers the four statuses for an untracked game, and no rating or note until it is tracked', async () => {
    const user = userEvent.setup();
    render(<DetailTracker gameId={7} title="Warframe" />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Want to try', 'Playing', 'Played', 'Dropped']);
    expect(screen.queryByRole('group', { name: 'Your rating' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Playing' }));
    expect(fakeActions.setStatus).toHaveBeenCalledWith(7, 'playing');
    expect(await screen.findByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Playing' })).toBeChecked();
    expect(screen.getByText(/Added/)).toHaveTextContent(/Added .*2026 · Status changed .*2026/);
    await user.click(screen.getByRole('button', { name: 'Remove Warframe from My Games' }));
    expect(fakeActions.removeFromLibrary).toHaveBeenCalledWith(7);
    expect(screen.queryByRole('group', { name: 'Your rating' })).toBeNull();
  });

  it('arrow keys move between the statuses without saving any; Space, Enter or a click chooses one', async () => {
    const user = userEvent.setup();
    seedLibrary([[7, 'want']]);
    render(<DetailTracker gameId={7} title="Warframe" />);
    expect(screen.getByRole('group', { name: 'Status' })).toHaveAccessibleDescription('Arrow keys move between statuses; Space or Enter chooses one.');
    screen.getByRole('radio', { name: 'Want to try' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Played' })).toHaveFocus();
    expect(fakeActions.setStatus).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Want to try' })).toBeChecked();
    await user.keyboard(' ');
    expect(fakeActions.setStatus).toHaveBeenCalledExactlyOnceWith(7, 'played');
    expect(screen.getByRole('radio', { name: 'Played' })).toBeChecked();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Dropped' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fakeActions.setStatus).toHaveBeenCalledTimes(2);
    expect(fakeActions.setStatus).toHaveBeenLastCalledWith(7, 'dropped');
    await user.keyboard('{Enter}');
    expect(fakeActions.setStatus).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('radio', { name: 'Playing' }));
    expect(fakeActions.setStatus).toHaveBeenLastCalledWith(7, 'playing');
  });

  it('says a game is marked Not interested, and undoes it with one button', async () => {
    const user = userEvent.setup();
    seedLibrary([[7, 'ignored']]);
    render(<DetailTracker gameId={7} title="Warframe" />);
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(screen.queryByRole('group', { name: 'Your rating' })).toBeNull();
    expect(screen.getByText('Not interested: Pick for me leaves this game out.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo Not interested' }));
    expect(fakeActions.removeFromLibrary).toHaveBeenCalledWith(7);
    expect(screen.queryByText(/Pick for me leaves this game out/)).toBeNull();
  });

  it('rates 1 to 5 stars or none as a radio group a screen reader reads as stars', async () => {
    const user = userEvent.setup();
    seedLibrary([[7, 'played']]);
    render(<DetailTracker gameId={7} title="Warframe" />);
    expect(screen.getByRole('radio', { name: 'No rating' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(fakeActions.setRating).toHaveBeenLastCalledWith(7, 4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    // Arrow keys move within the group, as native radios do.
    screen.getByRole('radio', { name: '4 stars' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(fakeActions.setRating).toHaveBeenLastCalledWith(7, 5);
    await user.click(screen.getByRole('radio', { name: 'No rating' }));
    expect(fakeActions.setRating).toHaveBeenLastCalledWith(7, null);
  });

  it('saves the note once typing pauses, and the panel shows one status: Saving, then where sync stands', async () => {
    vi.useFakeTimers();
    seedLibrary([[7, 'playing']]);
    render(<DetailTracker gameId={7} title="Warframe" />);
    const sync = (facts: Partial<Parameters<typeof describeSync>[0]>) => {
      const all = { signedIn: true, ready: true, running: false, online: true, pending: 0, ...facts };
      act(() => publishSync({ ...describeSync(all), pending: all.pending, retry: vi.fn() }));
    };
    sync({});
    expect(screen.getByRole('status')).toHaveTextContent(/^Synced$/);
    const note = screen.getByLabelText('Private note');
    fireEvent.change(note, { target: { value: 'Space' } });
    expect(screen.getByRole('status')).toHaveTextContent(/^Saving$/);
    act(() => vi.advanceTimersByTime(NOTE_SAVE_MS - 100));
    fireEvent.change(note, { target: { value: 'Space ninjas' } });
    act(() => vi.advanceTimersByTime(NOTE_SAVE_MS - 100));
    expect(fakeActions.setNote).not.toHaveBeenCalled();
    expect(screen.getByText('12/500')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(100));
    expect(fakeActions.setNote).toHaveBeenCalledTimes(1);
    expect(fakeActions.setNote).toHaveBeenCalledWith(7, 'Space ninjas');
    sync({ pending: 1 });
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved on this device$/);
    act(() => markSynced());
    sync({});
    // One status for the whole panel, never "Saved" beside "Synced".
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(/^Synced$/);
    expect(screen.queryByText('Saved')).toBeNull();
    expect(note).toHaveAttribute('maxLength', '500');
  });

  it('saves what was typed when the page is left before the pause', () => {
    vi.useFakeTimers();
    seedLibrary([[7, 'playing']]);
    const view = render(<DetailTracker gameId={7} title="Warframe" />);
    fireEvent.change(screen.getByLabelText('Private note'), { target: { value: 'half a thought' } });
    view.unmount();
    expect(fakeActions.setNote).toHaveBeenCalledWith(7, 'half a thought');
  });
});

describe("the detail page's dates", () => {
  const day = (iso: string) => Date.parse(iso);
  const entry = { game_id: 7, status: 'played' as const, rating: 4, note: 'good', created_at: day('2026-01-05T12:00:00Z'), updated_at: day('2026-03-09T12:00:00Z'), deleted: false };

  it('shows when the game was added and when its status last changed, not its last note or rating edit', () => {
    act(() => publishRecords([{ entry, changedElsewhere: false, statusChangedAt: day('2026-02-07T12:00:00Z') }]));
    render(<DetailTracker gameId={7} title="Warframe" />);
    expect(screen.getByText(/Added/)).toHaveTextContent(`Added ${formatDay(entry.created_at)} · Status changed ${formatDay(day('2026-02-07T12:00:00Z'))}`);
  });

  it('for a game stored before the status date was kept, shows its last change', () => {
    act(() => publishRecords([{ entry, changedElsewhere: false }]));
    render(<DetailTracker gameId={7} title="Warframe" />);
    expect(screen.getByText(/Added/)).toHaveTextContent(`Status changed ${formatDay(entry.updated_at)}`);
  });
});
