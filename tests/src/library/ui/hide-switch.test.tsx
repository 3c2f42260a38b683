import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTHING_TRACKED, trackingSlotsStore } from '../../../../src/lib/tracking-slots';
import { resetLibraryStore } from '../../../../src/library/library-store';
import { hideFinishedStore } from '../../../../src/library/track/hide-finished';
import { HIDE_SWITCH_LABEL, HideSwitch } from '../../../../src/library/track/HideSwitch';
import { TrackingBridge } from '../../../../src/library/track/TrackingBridge';
import { resetFakeLibrary, seedLibrary } from './fake-library';

vi.mock('../../../../src/library/library-actions', async () => (await import('./fake-library')).fakeActions);

beforeEach(() => {
  resetFakeLibrary();
  hideFinishedStore.set(false);
});
afterEach(() => {
  resetLibraryStore();
  trackingSlotsStore.set(NOTHING_TRACKED);
});

describe('Hide games I’ve played or dropped', () => {
  it('hides Played and Dropped games (not Want to try or Playing) while on, and is remembered on this device', async () => {
    const user = userEvent.setup();
    seedLibrary([[1, 'played'], [2, 'dropped'], [3, 'playing'], [4, 'want']]);
    render(<><TrackingBridge /><HideSwitch /></>);
    const toggle = screen.getByRole('switch', { name: HIDE_SWITCH_LABEL });
    expect(toggle).not.toBeChecked();
    expect([...trackingSlotsStore.get().hidden]).toEqual([]);
    expect(trackingSlotsStore.get().statuses.get(3)).toBe('playing');
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect([...trackingSlotsStore.get().hidden].sort()).toEqual([1, 2]);
    expect(localStorage.getItem('freeplay.hide-played')).toBe('1');
    await user.click(toggle);
    expect([...trackingSlotsStore.get().hidden]).toEqual([]);
    expect(localStorage.getItem('freeplay.hide-played')).toBeNull();
  });

  it('hides Not interested games (Pick for me) with them', async () => {
    const user = userEvent.setup();
    seedLibrary([[1, 'ignored'], [2, 'want']]);
    render(<><TrackingBridge /><HideSwitch /></>);
    expect(trackingSlotsStore.get().statuses.get(1)).toBe('ignored');
    await user.click(screen.getByRole('switch', { name: HIDE_SWITCH_LABEL }));
    expect([...trackingSlotsStore.get().hidden]).toEqual([1]);
  });

  it('leaves the slots empty again when the bridge goes', () => {
    seedLibrary([[1, 'played']]);
    const view = render(<TrackingBridge />);
    expect(trackingSlotsStore.get().CardTracker).toBeDefined();
    act(() => view.unmount());
    expect(trackingSlotsStore.get()).toBe(NOTHING_TRACKED);
  });
});
