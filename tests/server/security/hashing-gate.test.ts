import { describe, expect, it } from 'vitest';
import { createHashingGate, HashingBusyError } from '../../../server/security/hashing-gate.js';

/** A task the test finishes by hand, recording when it started. */
function heldTask(name: string, started: string[]) {
  let finish: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const task = () => {
    started.push(name);
    return done;
  };
  return { task, finish: () => finish(name), fail: (error: Error) => fail(error) };
}

/** Lets queued promise callbacks run (bounded: a fixed number of microtask turns). */
async function settle() {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

describe('hashing gate', () => {
  it('runs at most maxActive tasks at once and starts the others in arrival order', async () => {
    const gate = createHashingGate({ maxActive: 2, maxWaiting: 10 });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => heldTask(name, started));
    const results = tasks.map(({ task }) => gate.run(task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect([gate.active, gate.waiting]).toEqual([2, 3]);

    tasks[1]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    for (const held of tasks) held.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  it('refuses with HashingBusyError and its Retry-After once maxWaiting tasks wait, and takes work again when there is room', async () => {
    const gate = createHashingGate({ maxActive: 1, maxWaiting: 2, retryAfterSeconds: 3 });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c'].map((name) => heldTask(name, started));
    const results = tasks.map(({ task }) => gate.run(task));

    const refused = gate.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(HashingBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 3 });
    expect([gate.active, gate.waiting]).toEqual([1, 2]);

    tasks[0]?.finish();
    await settle();
    // One place freed in the line: exactly one more is taken, the next is refused again.
    const accepted = gate.run(async () => 'late');
    await expect(gate.run(async () => 'never')).rejects.toBeInstanceOf(HashingBusyError);
    for (const held of tasks) held.finish();
    expect(await Promise.all([...results, accepted])).toEqual(['a', 'b', 'c', 'late']);
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('frees the slot when a task fails or throws, and passes the failure to its caller', async () => {
    const gate = createHashingGate({ maxActive: 1, maxWaiting: 5 });
    const started: string[] = [];
    const failing = heldTask('a', started);
    const first = gate.run(failing.task);
    const second = gate.run(() => {
      throw new Error('thrown before any promise');
    });
    const third = gate.run(async () => 'ran');

    failing.fail(new Error('hash failed'));
    await expect(first).rejects.toThrow('hash failed');
    await expect(second).rejects.toThrow('thrown before any promise');
    expect(await third).toBe('ran');
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  it('by default runs 2 at once, lets 100 wait and refuses the next with Retry-After 2', async () => {
    const gate = createHashingGate();
    const started: string[] = [];
    const tasks = Array.from({ length: 102 }, (_, index) => heldTask(String(index), started));
    const results = tasks.map(({ task }) => gate.run(task));
    await settle();
    expect([started.length, gate.active, gate.waiting]).toEqual([2, 2, 100]);
    const refused = gate.run(async () => 'late');
    await expect(refused).rejects.toBeInstanceOf(HashingBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 2 });
    for (const held of tasks) held.finish();
    await Promise.all(results);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });

  it('refuses impossible bounds', () => {
    expect(() => createHashingGate({ maxActive: 0 })).toThrow(RangeError);
    expect(() => createHashingGate({ maxWaiting: -1 })).toThrow(RangeError);
  });
});
