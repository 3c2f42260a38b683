import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DetailTracker } from '../../../../src/library/detail/DetailTracker';
import { formatDay } from '../../../../src/library/detail/format-day';
import { NOTE_SAVE_MS } from '../../../../src/library/detail/NoteField';
import { resetLibraryStore } from '../../../../src/library/library-store';
import { publishRecords } from '../../../../src/library/publish';
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

  it('saves the note once typing pauses, says "Saved on this device", then "Saved" once synced', async () => {
    vi.useFakeTimers();
    seedLibrary([[7, 'playing']]);
    render(<DetailTracker gameId={7} title="Warframe" />);
    const note = screen.getByLabelText('Private note');
    fireEvent.change(note, { target: { value: 'Space' } });
    act(() => vi.advanceTimersByTime(NOTE_SAVE_MS - 100));
    fireEvent.change(note, { target: { value: 'Space ninjas' } });
    act(() => vi.advanceTimersByTime(NOTE_SAVE_MS - 100));
    expect(fakeActions.setNote).not.toHaveBeenCalled();
    expect(screen.getByText('12/500')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(100));
    expect(fakeActions.setNote).toHaveBeenCalledTimes(1);
    expect(fakeActions.setNote).toHaveBeenCalledWith(7, 'Space ninjas');
    expect(screen.getByText('Saved on this device')).toBeInTheDocument();
    act(() => markSynced());
    expect(screen.getByText('Saved')).toBeInTheDocument();
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
