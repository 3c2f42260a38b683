/**
 * The retry storm: with the server unreachable and the browser online, every trigger (the service
 * worker's sync asking to drain after each failure, `online`, visibility, the timers) goes through
 * one back-off, so 60 s of outage costs a handful of attempts, from one tab or three together, and
 * the hint does not flip between Syncing and the failure on each retry.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIBRARY_CHANNEL, LibraryDrainResponse, type LibraryDrainRequest } from '../../../src/contract/library-sync';
import { HttpError } from '../../../src/lib/http-client';
import { libraryStore, resetLibraryStore, type SyncState } from '../../../src/library/library-store';
import { is } from '../../../src/contract/struct-checks.js';
import { engineHarness } from './engine-harness';
import { createFakeLibraryServer } from './fake-library-server';

const realImmediate = setImmediate;
const macrotask = () => new Promise<void>((resolve) => realImmediate(resolve));

/** Lets IndexedDB, the BroadcastChannel and the engine's promises run: real turns of the event loop. */
async function settle(turns = 30): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await macrotask();
}

/** Web Locks as the browser has them: one holder at a time, across the tabs of the test. */
function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The service worker on an online browser: each registration fires `sync` at once, which asks the pages to drain. */
function eagerBackgroundSync() {
  const worker = new BroadcastChannel(LIBRARY_CHANNEL);
  let drains = 0;
  const answers: boolean[] = [];
  worker.onmessage = (event: MessageEvent<unknown>) => {
    if (is(event.data, LibraryDrainResponse)) answers.push(event.data.ok);
  };
  const register = vi.fn(async () => {
    const request: LibraryDrainRequest = { type: 'library-drain', id: `drain-${++drains}` };
    worker.postMessage(request);
  });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ sync: { register } }) } });
  return { register, answers, close: () => worker.close() };
}

function setVisible(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Runs `ms` of fake time in 100 ms steps, firing `online` and visibility every few seconds as a restless browser would. */
async function run(ms: number): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    await vi.advanceTimersByTimeAsync(100);
    if (elapsed % 3_000 === 0) setVisible();
    if (elapsed % 5_000 === 0) window.dispatchEvent(new Event('online'));
    await settle(6);
  }
}

const stops: (() => void)[] = [];
let worker: ReturnType<typeof eagerBackgroundSync>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  worker = eagerBackgroundSync();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  worker.close();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
  resetLibraryStore();
});

async function tabs(count: number, dbName: string) {
  const server = createFakeLibraryServer();
  const lock = sharedLock();
  const opened = Array.from({ length: count }, () => engineHarness({ server, dbName, deps: { lock } }));
  for (const tab of opened) {
    stops.push(() => tab.engine.stop());
    tab.signIn('ada');
  }
  await settle(60);
  await vi.advanceTimersByTimeAsync(0);
  await settle(60);
  return { server, opened };
}

const pushes = (server: ReturnType<typeof createFakeLibraryServer>) => server.requests.filter((request) => request.kind === 'push').length;

describe('one back-off for every sync trigger', () => {
  it('one tab: 60 s of unreachable server cost at most 8 attempts, then the change goes out once it is back', async () => {
    const { server, opened } = await tabs(1, 'freeplay-library-storm-one');
    const states: SyncState[] = [];
    stops.push(libraryStore.subscribe(() => void states.push(libraryStore.get().sync.state)));
    server.setDown('network');
    const before = server.requests.length;
    await opened[0]?.engine.edit(7, { kind: 'status', status: 'playing' });
    await settle(60);
    await run(60_000);
    const attempts = server.requests.length - before;
    expect(attempts).toBeGreaterThanOrEqual(4); // it keeps trying: 2, 4, 8, 16, 30 s
    expect(attempts).toBeLessThanOrEqual(8);
    // The service worker was asked, and its drains were answered without a request of their own.
    expect(worker.register).toHaveBeenCalled();
    expect(worker.answers.length).toBeGreaterThan(0);
    // Once unreachable, the hint stays so: never back to Syncing on a retry.
    const firstFailure = states.indexOf('offline');
    expect(firstFailure).toBeGreaterThan(-1);
    expect(states.slice(firstFailure)).not.toContain('syncing');
    expect(libraryStore.get().sync.message).toMatch(/Can't reach Freeplay right now. 1 change is saved/);

    server.setDown(undefined);
    await run(36_000);
    expect(server.live('ada').get(7)?.status).toBe('playing');
    expect(libraryStore.get().sync.state).toBe('synced');
  });

  it('three tabs together: at most 8 attempts in 60 s, not three times as many', async () => {
    const { server, opened } = await tabs(3, 'freeplay-library-storm-three');
    server.setDown('network');
    const before = pushes(server);
    await opened[0]?.engine.edit(7, { kind: 'status', status: 'playing' });
    await opened[1]?.engine.edit(8, { kind: 'status', status: 'want' });
    await settle(60);
    await run(60_000);
    const attempts = pushes(server) - before;
    expect(attempts).toBeGreaterThanOrEqual(4);
    expect(attempts).toBeLessThanOrEqual(8);
    server.setDown(undefined);
    await run(36_000);
    expect([...server.live('ada').keys()].sort()).toEqual([7, 8]);
  });

  it('honours Retry-After on a 429: no attempt before the time the server asked for', async () => {
    const { server, opened } = await tabs(1, 'freeplay-library-storm-429');
    const push = server.api.push;
    let throttled = true;
    const times: number[] = [];
    server.api.push = async (token, ops, signal) => {
      times.push(Date.now());
      if (throttled) throw new HttpError('Too many changes at once. Please wait a moment.', 'http', 429, undefined, 20_000);
      return push(token, ops, signal);
    };
    await opened[0]?.engine.edit(7, { kind: 'status', status: 'playing' });
    await settle(60);
    await run(19_000);
    expect(times).toHaveLength(1);
    throttled = false;
    await run(2_000);
    expect(times).toHaveLength(2);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(20_000);
    expect(server.live('ada').get(7)?.status).toBe('playing');
  });
});
