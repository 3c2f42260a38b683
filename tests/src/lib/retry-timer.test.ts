import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRetryTimer } from '../../../src/lib/retry-timer';

describe('a sync engine’s retry timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the pass once after the last delay set', () => {
    const pass = vi.fn();
    const retry = createRetryTimer(pass);
    retry.schedule(1_000);
    retry.schedule(5_000);
    vi.advanceTimersByTime(4_999);
    expect(pass).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(pass).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('drops a pending retry on cancel, and can be set again after', () => {
    const pass = vi.fn();
    const retry = createRetryTimer(pass);
    retry.schedule(1_000);
    retry.cancel();
    vi.advanceTimersByTime(2_000);
    expect(pass).not.toHaveBeenCalled();
    retry.schedule(1_000);
    vi.advanceTimersByTime(1_000);
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('schedules nothing once stopped, and says so', () => {
    const pass = vi.fn();
    const retry = createRetryTimer(pass);
    retry.schedule(1_000);
    expect(retry.stopped).toBe(false);
    retry.stop();
    retry.schedule(500);
    vi.advanceTimersByTime(10_000);
    expect(pass).not.toHaveBeenCalled();
    expect(retry.stopped).toBe(true);
  });

  it('waits out a back-off pause that is still running, and lets the pass go when there is none', () => {
    const pass = vi.fn();
    const retry = createRetryTimer(pass);
    expect(retry.waitOut(0)).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(pass).not.toHaveBeenCalled();
    expect(retry.waitOut(3_000)).toBe(true);
    vi.advanceTimersByTime(2_999);
    expect(pass).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(pass).toHaveBeenCalledTimes(1);
  });
});
