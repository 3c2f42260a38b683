import { afterEach, describe, expect, it, vi } from 'vitest';
import { PULL_INTERVAL_MS, watchSyncTriggers } from '../../../src/lib/sync-triggers';

afterEach(() => {
  vi.useRealTimers();
});

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('when the library syncs on its own', () => {
  it('on the online event, when the tab becomes visible (not hidden), and every five minutes; offline only updates the status', () => {
    vi.useFakeTimers();
    const sync = vi.fn();
    const offline = vi.fn();
    const stop = watchSyncTriggers(sync, offline);
    window.dispatchEvent(new Event('online'));
    expect(sync).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    expect(sync).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(sync).toHaveBeenCalledTimes(2);
    // Every 5 minutes.
    vi.advanceTimersByTime(5 * 60 * 1000 - 1);
    expect(sync).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(sync).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('offline'));
    expect(offline).toHaveBeenCalledOnce();
    expect(sync).toHaveBeenCalledTimes(3);

    stop();
    window.dispatchEvent(new Event('online'));
    setVisibility('visible');
    vi.advanceTimersByTime(PULL_INTERVAL_MS * 2);
    expect(sync).toHaveBeenCalledTimes(3);
  });

  it('syncs when the window gets the focus: with no Background Sync (Firefox, Safari) the page is the only one to ask', () => {
    const sync = vi.fn();
    const stop = watchSyncTriggers(sync, vi.fn());
    window.dispatchEvent(new Event('focus'));
    expect(sync).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('focus'));
    expect(sync).toHaveBeenCalledTimes(1);
  });
});
