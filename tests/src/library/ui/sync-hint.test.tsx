import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishRecords, publishSync } from '../../../../src/library/publish';
import { resetLibraryStore } from '../../../../src/library/library-store';
import { CHANGED_ELSEWHERE_TEXT, DetailTracker } from '../../../../src/library/detail/DetailTracker';
import { SyncHint } from '../../../../src/library/track/SyncHint';
import { describeSync, problemFrom } from '../../../../src/library/sync-status';
import { HttpError } from '../../../../src/lib/http-client';

afterEach(() => resetLibraryStore());

const retry = vi.fn();
const show = (facts: Parameters<typeof describeSync>[0]) => act(() => publishSync({ ...describeSync(facts), pending: facts.pending, retry }));
const base = { signedIn: true, ready: true, running: false, online: true, pending: 0 };

describe('where the library’s changes stand', () => {
  it('reads Saved on this device, then Syncing, then Synced', () => {
    render(<SyncHint />);
    show({ ...base, pending: 2 });
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved on this device$/);
    show({ ...base, pending: 2, running: true });
    expect(screen.getByRole('status')).toHaveTextContent(/^Syncing$/);
    show(base);
    expect(screen.getByRole('status')).toHaveTextContent(/^Synced$/);
  });

  it('with the server unreachable, marks the changes unsynced with their count, and offers no Retry (not an error)', () => {
    render(<SyncHint />);
    show({ ...base, pending: 2, problem: problemFrom(new HttpError('no network', 'network')) });
    expect(screen.getByRole('status')).toHaveTextContent("Can't reach Freeplay right now. 2 changes are saved on this device and will sync when it's back.");
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("says Couldn't sync with the server's message, and Retry syncs", async () => {
    render(<SyncHint />);
    show({ ...base, pending: 1, problem: problemFrom(new HttpError('Something went wrong on our side.', 'http', 500)) });
    expect(screen.getByRole('status')).toHaveTextContent("Couldn't sync. Something went wrong on our side.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('a game another device changed', () => {
  it('shows "Changed on another device" on its page until it is changed here', () => {
    const entry = { game_id: 7, status: 'played' as const, rating: null, note: '', created_at: 1, updated_at: 2, deleted: false };
    act(() => publishRecords([{ entry, changedElsewhere: true }]));
    render(<DetailTracker gameId={7} title="Warframe" />);
    expect(screen.getByText(CHANGED_ELSEWHERE_TEXT)).toHaveTextContent('Changed on another device');
    act(() => publishRecords([{ entry: { ...entry, updated_at: 3 }, changedElsewhere: false }]));
    expect(screen.queryByText(CHANGED_ELSEWHERE_TEXT)).toBeNull();
  });

  it('names the field that changed elsewhere: "Rating changed on another device", two fields with "and"', () => {
    const entry = { game_id: 8, status: 'played' as const, rating: 2, note: '', created_at: 1, updated_at: 2, deleted: false };
    act(() => publishRecords([{ entry, changedElsewhere: true, changedFields: ['rating'] }]));
    render(<DetailTracker gameId={8} title="Warframe" />);
    expect(screen.getByText('Rating changed on another device')).toBeInTheDocument();
    act(() => publishRecords([{ entry, changedElsewhere: true, changedFields: ['status', 'note'] }]));
    expect(screen.getByText('Status and note changed on another device')).toBeInTheDocument();
  });
});
