import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_CHECK_INTERVAL_MS, watchForUpdates } from '../../../src/pwa/watch-for-updates';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('update checks', () => {
  it('asks for an update hourly and when the app becomes visible again, never while hidden or offline', () => {
    vi.useFakeTimers();
    const registration = { update: vi.fn(async () => undefined) };
    const stop = watchForUpdates(registration);
    expect(registration.update).not.toHaveBeenCalled();

    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(1);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(2);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);

    stop();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('watches a registration once however often it is handed over', () => {
    vi.useFakeTimers();
    const registration = { update: vi.fn(async () => undefined) };
    const stop = watchForUpdates(registration);
    watchForUpdates(registration);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores a failed check (offline server, say)', async () => {
    vi.useFakeTimers();
    const registration = { update: vi.fn(async () => Promise.reject(new Error('offline'))) };
    const stop = watchForUpdates(registration);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    await Promise.resolve();
    expect(registration.update).toHaveBeenCalledTimes(1);
    stop();
  });
});
