import { describe, expect, it } from 'vitest';
import { backoffDelay, createSyncBackoff } from '../../../src/lib/sync-backoff';

const offline = { kind: 'offline' as const, message: "Can't reach Freeplay right now." };

function clock() {
  const time = { now: 1_000_000 };
  return { time, now: () => time.now };
}

describe('the sync back-off', () => {
  it('waits 2 s after the first failure, doubling up to 30 s, and starts over after a success', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(backoffDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    const { time, now } = clock();
    const backoff = createSyncBackoff({ now, random: () => 0.5 });
    expect(backoff.wait()).toBe(0);
    expect(backoff.failed(offline)).toBe(2_000);
    expect(backoff.wait()).toBe(2_000);
    expect(backoff.problem()).toEqual(offline);
    time.now += 2_000;
    expect(backoff.wait()).toBe(0);
    expect(backoff.failed(offline)).toBe(4_000);
    backoff.succeeded();
    expect(backoff.wait()).toBe(0);
    expect(backoff.failed(offline)).toBe(2_000);
  });

  it('spreads each pause by ±20% so devices do not retry in step', () => {
    const { now } = clock();
    expect(createSyncBackoff({ now, random: () => 0 }).failed(offline)).toBe(1_600);
    localStorage.clear();
    expect(createSyncBackoff({ now, random: () => 1 }).failed(offline)).toBe(2_400);
  });

  it('waits at least as long as Retry-After asked', () => {
    const { now } = clock();
    const backoff = createSyncBackoff({ now, random: () => 0.5 });
    expect(backoff.failed(offline, 45_000)).toBe(45_000);
    expect(backoff.wait()).toBe(45_000);
  });

  it("is shared by the browser's tabs: one tab's failure makes another wait, with its reason", () => {
    const { now } = clock();
    const first = createSyncBackoff({ now, random: () => 0.5 });
    const second = createSyncBackoff({ now, random: () => 0.5 });
    first.failed(offline);
    expect(second.wait()).toBe(2_000);
    expect(second.problem()).toEqual(offline);
    expect(second.failed(offline)).toBe(4_000);
    second.succeeded();
    expect(first.wait()).toBe(0);
  });

  it('forgets a failure from long ago, and works with storage blocked', () => {
    const { time, now } = clock();
    const backoff = createSyncBackoff({ now, random: () => 0.5 });
    backoff.failed(offline);
    backoff.failed(offline);
    time.now += 10 * 60 * 1000;
    expect(backoff.failed(offline)).toBe(2_000);
    const blocked = createSyncBackoff({ now, random: () => 0.5, storage: undefined });
    expect(blocked.failed(offline)).toBe(2_000);
    expect(blocked.wait()).toBe(2_000);
  });
});
