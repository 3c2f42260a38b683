import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '../../../src/lib/yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses scheduler.yield() where the engine has it", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes in a later task, after work already queued', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const queued = new Promise<void>((resolve) => setTimeout(() => { order.push('queued task'); resolve(); }, 0));
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToMain();
    order.push('after the yield');
    await queued;
    expect(order.indexOf('microtask')).toBeLessThan(order.indexOf('after the yield'));
  });
});
