// "Save for offline" in the offline catalogue notice: offered until declined, hidden once everything is saved.
import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { saveViewStore } from '../../../src/pwa/save-offline/offline-save-store';
import { SAVE_OFFER_DISMISSED_KEY, SaveOfflineNotice } from '../../../src/pwa/save-offline/SaveOfflineNotice';

afterEach(() => {
  localStorage.clear();
  saveViewStore.set({ phase: 'idle', saved: undefined });
});

describe('Save for offline in the offline catalogue notice', () => {
  it('offers the save; Later hides the offer and is remembered', async () => {
    const { container, unmount } = render(<SaveOfflineNotice />);
    expect(await screen.findByRole('button', { name: 'Save for offline' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(container.querySelector('.pwa-save-offline')).not.toBeVisible();
    expect(localStorage.getItem(SAVE_OFFER_DISMISSED_KEY)).not.toBeNull();
    unmount();
    const again = render(<SaveOfflineNotice />);
    expect(again.container.querySelector('.pwa-save-offline')).not.toBeVisible();
  });

  it('shows a running save with its progress bar even after Later, and nothing once all is saved', async () => {
    localStorage.setItem(SAVE_OFFER_DISMISSED_KEY, '1');
    const { container } = render(<SaveOfflineNotice />);
    act(() => saveViewStore.set({ phase: 'running', progress: { games: 12, total: 400, bytes: 240 * 1024, paused: false } }));
    expect(screen.getByRole('progressbar', { name: 'Saving for offline' })).toHaveAttribute('value', '12');
    expect(screen.getByText('12 of 400 games, 240 KB')).toBeVisible();
    act(() => saveViewStore.set({ phase: 'idle', saved: { status: 'complete', doneIds: [1], bytes: 1, total: 1, updatedAt: 1 } }));
    expect(container.querySelector('.pwa-save-offline')).not.toBeVisible();
  });
});
