/** The slicer yields to the event loop once a slice has run its time, and only then. */
import { describe, expect, it } from 'vitest';
import { createSlicer } from '../../server/event-loop-slices.js';

describe('createSlicer', () => {
  it('lets a callback waiting on the event loop run once the slice is used up, and not before', async () => {
    const clock = { ms: 0 };
    const slicer = createSlicer(5, () => clock.ms);
    let timerRan = false;
    setImmediate(() => (timerRan = true));
    clock.ms = 4;
    await slicer.yieldIfDue();
    expect(timerRan).toBe(false);
    clock.ms = 5;
    await slicer.yieldIfDue();
    expect(timerRan).toBe(true);
    // A new slice starts after the yield.
    timerRan = false;
    setImmediate(() => (timerRan = true));
    clock.ms = 9;
    await slicer.yieldIfDue();
    expect(timerRan).toBe(false);
  });
});

describe('a slicer shared by many loops', () => {
  it('lets one turn run one slice of work in all, not one slice per loop', async () => {
    const clock = { ms: 0 };
    const slicer = createSlicer(5, () => clock.ms);
    const turns: string[] = [];
    // Four loops, each 3 ms of work a step; a turn ends when the event loop gets a callback in.
    const loop = async (name: string) => {
      for (let step = 0; step < 4; step++) {
        await slicer.yieldIfDue();
        turns.push(name);
        clock.ms += 3;
      }
    };
    // Marks each turn of the event loop, as another request's callback would get in (bounded).
    let ticks = 0;
    const tick = () => {
      turns.push('|');
      if (++ticks < 50) setImmediate(tick);
    };
    setImmediate(tick);
    await Promise.all([loop('a'), loop('b'), loop('c'), loop('d')]);
    // Between two turns of the event loop about one slice runs (5 ms: two steps, a third begun as
    // it ran out), not a slice for each of the four loops.
    // (The steps before the first mark ran as the loops were called, in the test's own turn.)
    const runs = turns.join('').split('|').slice(1).map((run) => run.length);
    expect(Math.max(...runs)).toBeLessThanOrEqual(3);
    expect(turns.filter((turn) => turn !== '|')).toHaveLength(16);
  });
});
