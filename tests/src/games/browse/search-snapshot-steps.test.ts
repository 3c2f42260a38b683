import fuzzysort from 'fuzzysort';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * fuzzysort builds a snapshot in idle moments. As published, a step went on until the idle
 * deadline's last millisecond, up to 50 ms: a long task on a phone. patches/ caps each step at the
 * few milliseconds fuzzysort already allowed a step without a deadline (docs/decisions.md, "Start-up
 * never blocks").
 */
describe("fuzzysort's snapshot, as patched", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands an idle moment back after a short step, however long the deadline offers, and finishes in later ones', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // Far more than a few milliseconds of preparing: one step cannot take them all.
    const targets = Array.from({ length: 50_000 }, (_, at) => ({ title: at === 40_000 ? 'Warframe' : `Game number ${at} of a long catalogue` }));
    const snapshot = fuzzysort.snapshot(targets, { keys: ['title'] });
    expect(idle).toHaveLength(1);

    idle.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(idle).toHaveLength(1);

    let steps = 1;
    for (; steps < 10_000 && idle.length > 0; steps += 1) idle.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(idle).toHaveLength(0);
    expect(steps).toBeGreaterThan(2);
    expect(fuzzysort.go('warframe', snapshot, { limit: 1 })[0]?.obj.title).toBe('Warframe');
  });
});
