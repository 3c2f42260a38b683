import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateGate, type GateLane } from '../../../server/games/upstream/rate-gate.js';

describe('the upstream rate gate', () => {
  beforeEach(() => {
    // p-queue times its window with Date.now and setTimeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function track(gate: ReturnType<typeof createRateGate>, lane: GateLane, count: number, maxWaitMs = 60_000) {
    const granted: number[] = [];
    const refused: number[] = [];
    const done = Array.from({ length: count }, (_, index) => gate.acquire(lane, maxWaitMs).then((ok) => {
      (ok ? granted : refused).push(index);
    }));
    return { granted, refused, done: Promise.all(done) };
  }

  it('lets 4 calls start at once and the rest one window later, never more than 4 in any second', async () => {
    const gate = createRateGate({ perWindow: 4 });
    const starts: number[] = [];
    const done = Array.from({ length: 10 }, () => gate.acquire('api', 60_000).then(() => starts.push(performance.now())));
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(999);
    expect(starts).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toHaveLength(8);
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(done);
    for (const start of starts) expect(starts.filter((other) => other >= start && other < start + 1000).length).toBeLessThanOrEqual(4);
  });

  it('serves API calls before image calls', async () => {
    const gate = createRateGate({ perWindow: 1 });
    await gate.acquire('api', 0);
    const order: string[] = [];
    const image = gate.acquire('image', 60_000).then(() => order.push('image'));
    const api = gate.acquire('api', 60_000).then(() => order.push('api'));
    await vi.advanceTimersByTimeAsync(2000);
    await Promise.all([image, api]);
    expect(order).toEqual(['api', 'image']);
  });

  it('refuses a call that would wait longer than it may, and one past a full queue', async () => {
    const gate = createRateGate({ perWindow: 1, maxQueue: 2 });
    await gate.acquire('api', 0);
    const waiting = track(gate, 'api', 3, 500);
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.refused).toEqual([2]);
    await vi.advanceTimersByTimeAsync(500);
    await waiting.done;
    expect(waiting.refused.sort()).toEqual([0, 1, 2]);
  });

  it('refuses every waiting call when closed', async () => {
    const gate = createRateGate({ perWindow: 1 });
    await gate.acquire('api', 0);
    const waiting = track(gate, 'image', 3);
    gate.close();
    await waiting.done;
    expect(waiting.granted).toEqual([]);
    expect(waiting.refused).toHaveLength(3);
  });
});
