// Remove offers Undo for 10 s, on the game page and in a card's menu: it brings back status, rating, note and dates.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DetailTracker } from '../../../../src/library/detail/DetailTracker';
import { libraryStore, resetLibraryStore } from '../../../../src/library/library-store';
import { CardTracker } from '../../../../src/library/track/CardTracker';
import { dismissRemovalOffer, UNDO_WINDOW_MS } from '../../../../src/library/track/removal-undo';
import { TrackingBridge } from '../../../../src/library/track/TrackingBridge';
import { fakeActions, resetFakeLibrary, seedLibrary } from './fake-library';

vi.mock('../../../../src/library/library-actions', async () => (await import('./fake-library')).fakeActions);

beforeEach(() => resetFakeLibrary());
afterEach(() => {
  act(() => dismissRemovalOffer());
  vi.useRealTimers();
  resetLibraryStore();
});

/** A played game rated 2 stars with a note, as the person left it. */
async function ratedAndNoted() {
  seedLibrary([[7, 'played']]);
  await fakeActions.setRating(7, 2);
  await fakeActions.setNote(7, 'too grindy');
  const before = libraryStore.get().byId.get(7);
  if (!before) throw new Error('not tracked');
  return before;
}

describe('Remove with Undo', () => {
  it('on the game page: Undo brings back status, rating, note and dates, and takes the focus first', async () => {
    const user = userEvent.setup();
    const before = await ratedAndNoted();
    render(<><TrackingBridge /><DetailTracker gameId={7} title="Warframe" /></>);
    await user.click(screen.getByRole('button', { name: 'Remove Warframe from My Games' }));
    expect(libraryStore.get().byId.get(7)?.deleted).toBe(true);
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(undo.closest('[aria-live="polite"]')).toHaveTextContent('Removed Warframe (Played) from My Games.');
    expect(undo).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(fakeActions.restoreEntry).toHaveBeenCalledOnce();
    const after = libraryStore.get().byId.get(7);
    expect(after).toMatchObject({ deleted: false, status: 'played', rating: 2, note: 'too grindy', created_at: before.created_at, statusChangedAt: before.statusChangedAt });
    expect(await screen.findByRole('radio', { name: 'Played' })).toBeChecked();
    expect(screen.getByRole('textbox')).toHaveValue('too grindy');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: 'Played' })).toHaveFocus(), { timeout: 5_000 });
  });

  it('the offer ends after 10 s and the removal stands', async () => {
    await ratedAndNoted();
    vi.useFakeTimers();
    render(<><TrackingBridge /><DetailTracker gameId={7} title="Warframe" /></>);
    await act(async () => screen.getByRole('button', { name: 'Remove Warframe from My Games' }).click());
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 100));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(fakeActions.restoreEntry).not.toHaveBeenCalled();
    expect(libraryStore.get().byId.get(7)?.deleted).toBe(true);
    // The live region stays in the page, empty, ready to announce the next offer.
    expect(document.querySelector('[aria-live="polite"]')).toBeInTheDocument();
  });

  it("in a card's menu: Remove, then Undo puts the entry back and the focus on the card's button", async () => {
    const user = userEvent.setup();
    const before = await ratedAndNoted();
    render(<><TrackingBridge /><article><CardTracker gameId={7} title="Warframe" status="played" /></article></>);
    await user.click(screen.getByRole('button', { name: 'Change status of Warframe' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const toast = await screen.findByText('Removed Warframe (Played) from My Games.');
    expect(libraryStore.get().byId.get(7)?.deleted).toBe(true);
    await user.click(within(toast.parentElement as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(libraryStore.get().byId.get(7)).toMatchObject({ deleted: false, status: 'played', rating: 2, note: 'too grindy', created_at: before.created_at });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Change status of Warframe' })).toHaveFocus(), { timeout: 5_000 });
  });

  it('offers Undo as the removal shows, before its write ends; a removal not written withdraws it', async () => {
    const user = userEvent.setup();
    await ratedAndNoted();
    let fail: (error: Error) => void = () => undefined;
    fakeActions.removeFromLibrary.mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
    render(<><TrackingBridge /><DetailTracker gameId={7} title="Warframe" /></>);
    await user.click(screen.getByRole('button', { name: 'Remove Warframe from My Games' }));
    expect(await screen.findByRole('button', { name: 'Undo' })).toHaveFocus();
    await act(async () => fail(new Error('The disk is full.')));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('The disk is full.');
  });

  it('offers no Undo when there was nothing to remove', async () => {
    render(<><TrackingBridge /><DetailTracker gameId={7} title="Warframe" /></>);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(document.querySelector('.undo-toast')).toBeNull();
  });
});
