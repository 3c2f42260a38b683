import { describe, expect, it, vi } from 'vitest';
import { createSlots, pictureSlotsPlugin } from '../../sw/picture-slots.js';

type Callback = (options: { request: Request; event: object; response?: Response }) => Promise<unknown>;
const call = (plugin: ReturnType<typeof pictureSlotsPlugin>, name: 'requestWillFetch' | 'fetchDidSucceed', event: object) =>
  (plugin[name] as unknown as Callback)({ request: new Request('http://127.0.0.1/thumbnails/1'), event, response: new Response('') });

describe('picture download slots', () => {
  it('gives up the slot of a download that has not answered within its limit, so the pictures behind it go out', async () => {
    const plugin = pictureSlotsPlugin(createSlots(1), 30);
    await call(plugin, 'requestWillFetch', {});
    const started = Date.now();
    await call(plugin, 'requestWillFetch', {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(20);
  });

  it('releases a slot once, even when the answer comes after the limit gave it up', async () => {
    // The page's clock is the test's: on a busy machine a real 5 ms wait could outlast the 10 ms limit.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const slots = createSlots(1);
      const plugin = pictureSlotsPlugin(slots, 10);
      const slow = {};
      await call(plugin, 'requestWillFetch', slow);
      const second = {};
      const secondStarted = call(plugin, 'requestWillFetch', second);
      await vi.advanceTimersByTimeAsync(10);
      await secondStarted;
      // The slow one answers late: the slot it gave up is not given back twice.
      await call(plugin, 'fetchDidSucceed', slow);
      let third = false;
      void slots.acquire().then(() => (third = true));
      await vi.advanceTimersByTimeAsync(5);
      expect(third).toBe(false);
      await call(plugin, 'fetchDidSucceed', second);
      await vi.advanceTimersByTimeAsync(0);
      expect(third).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
