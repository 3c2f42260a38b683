// The lists engine over fake-indexeddb and an in-memory server: offline first, the outbox, two devices.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { addGames, deleteList, moveGame, putList, removeGame, type ChangeClock } from '../../../src/lists/list-changes';
import { createListsDb } from '../../../src/lists/lists-db';
import { createListsEngine, type ListsEngine, type ListsEngineDeps, type ListsHost } from '../../../src/lists/lists-engine';
import { listsStore } from '../../../src/lists/lists-store';
import { createSyncBackoff } from '../../../src/lib/sync-backoff';
import { createFakeListsServer } from './fake-lists-server';
import { deferred } from '../../support/deferred';

let databases = 0;
const engines: ListsEngine[] = [];
afterEach(() => engines.splice(0).forEach((engine) => engine.stop()));

function device(server: ReturnType<typeof createFakeListsServer>, dbName = `freeplay-lists-test-${++databases}`, backoff: ListsEngineDeps['backoff'] = createSyncBackoff({ storage: undefined })) {
  const host: ListsHost = { getSession: () => ({ token: 't', userId: 'ada' }), subscribeSession: () => () => undefined, onUnauthorized: () => undefined };
  const engine = createListsEngine(host, {
    db: createListsDb(dbName),
    api: server.api,
    online: () => server.net.up,
    lock: (work) => work(),
    backoff,
  });
  engines.push(engine);
  return { engine, dbName };
}

let time = 1_000;
const clock: ChangeClock = { now: () => (time += 10), opId: () => `op-${time}-${Math.random().toString(36).slice(2, 8)}` };
// Bounds, not timings: fake-indexeddb's transactions on a busy 2-core machine take far longer than here alone.
const settle = async (predicate: () => boolean, withinMs = 5_000) => {
  for (let tries = 0; tries < withinMs / 5 && !predicate(); tries++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(predicate()).toBe(true);
};

describe('lists engine', () => {
  it('keeps a list made offline on this device, and sends it once the server can be reached', async () => {
    const server = createFakeListsServer();
    server.net.up = false;
    const laptop = device(server);
    await settle(() => listsStore.get().ready);
    await laptop.engine.change(() => [putList('list-offline-1', { name: 'Made on a train', description: '', ranked: true }, clock)]);
    await laptop.engine.change((lists) => (lists[0] ? addGames(lists[0], [5, 6, 7], clock).ops : []));
    expect(listsStore.get().lists[0]?.items.map((item) => item.game_id)).toEqual([5, 6, 7]);
    expect(listsStore.get().sync.pending).toBe(4);
    expect(server.pushes).toEqual([]);

    // The page is closed and opened again, still offline: the list and its outbox are still there.
    laptop.engine.stop();
    device(server, laptop.dbName);
    await settle(() => listsStore.get().lists.length === 1);
    expect(listsStore.get().sync.pending).toBe(4);

    // Back online: the pass the back-off scheduled after the failed one (2 s ±20%) sends it.
    server.net.up = true;
    await settle(() => listsStore.get().sync.pending === 0, 10_000);
    expect(server.lists['list-offline-1']?.name).toBe('Made on a train');
    expect(Object.keys(server.items)).toHaveLength(3);
  });

  it("brings one device's reorder to another and merges it with that device's own", async () => {
    const server = createFakeListsServer();
    const phone = device(server);
    await settle(() => listsStore.get().ready);
    await phone.engine.change(() => [putList('list-shared-1', { name: 'Co-op', description: '', ranked: false }, clock)]);
    await phone.engine.change((lists) => (lists[0] ? addGames(lists[0], [1, 2, 3, 4], clock).ops : []));
    await settle(() => listsStore.get().sync.pending === 0 && Object.keys(server.items).length === 4);
    phone.engine.stop();

    const laptop = device(server);
    await settle(() => listsStore.get().lists[0]?.items.length === 4);
    await laptop.engine.change((lists) => (lists[0] ? moveGame(lists[0], 4, 0, clock) : []));
    await settle(() => listsStore.get().sync.pending === 0);
    expect(listsStore.get().lists[0]?.items.map((item) => item.game_id)).toEqual([4, 1, 2, 3]);
  });

  it('forgets a list and a game removed elsewhere once the server has compacted their tombstones', async () => {
    const server = createFakeListsServer();
    const phone = device(server);
    await settle(() => listsStore.get().ready);
    await phone.engine.change(() => [putList('list-kept-1', { name: 'Kept', description: '', ranked: false }, clock), putList('list-gone-1', { name: 'Gone', description: '', ranked: false }, clock)]);
    await phone.engine.change((lists) => lists.filter((view) => view.list.list_id === 'list-kept-1').flatMap((view) => addGames(view, [1, 2, 3], clock).ops));
    await settle(() => listsStore.get().sync.pending === 0 && Object.keys(server.items).length === 3);
    phone.engine.stop();

    const laptop = device(server);
    await settle(() => listsStore.get().lists.length === 2);
    await laptop.engine.change(() => [removeGame('list-kept-1', 2, clock), deleteList('list-gone-1', clock)]);
    await settle(() => listsStore.get().sync.pending === 0 && server.lists['list-gone-1']?.deleted === true);
    laptop.engine.stop();
    server.compact();

    const phoneAgain = device(server, phone.dbName);
    await settle(() => listsStore.get().ready);
    await phoneAgain.engine.sync();
    await settle(() => listsStore.get().lists.length === 1);
    expect(listsStore.get().lists[0]?.items.map((item) => item.game_id)).toEqual([1, 3]);
  });

  it('writes nothing to the screens once stopped, even when its pass ends afterwards', async () => {
    const server = createFakeListsServer();
    const held = deferred<void>();
    const pull = server.api.pull;
    server.api.pull = async (...args) => held.promise.then(() => pull(...args));
    const laptop = device(server);
    await settle(() => listsStore.get().ready);
    const pass = laptop.engine.sync();
    laptop.engine.stop();
    // What the next engine (another account, a new page) would have published meanwhile.
    listsStore.set({ ready: false, lists: [], sync: { state: 'signed-out', pending: 0 } });
    held.resolve();
    await pass;
    expect(listsStore.get().ready).toBe(false);
  });

  it('tries again when a pause longer than its own timer ends, as when another tab failed later', async () => {
    const server = createFakeListsServer();
    server.net.up = false;
    // The pause is the browser's, shared by its tabs: this tab's timer is set for 100 ms, but another
    // tab's failure has made the pause 300 ms.
    let until = 0;
    const backoff: ListsEngineDeps['backoff'] = {
      wait: () => Math.max(until - Date.now(), 0),
      problem: () => undefined,
      failed: () => {
        until = Date.now() + 300;
        return 100;
      },
      succeeded: () => void (until = 0),
    };
    device(server, undefined, backoff);
    await settle(() => listsStore.get().ready);
    await settle(() => until > 0);
    server.net.up = true;
    await settle(() => listsStore.get().sync.state === 'synced');
  });

  it('drops a change the server refuses and says why', async () => {
    const server = createFakeListsServer();
    const laptop = device(server);
    await settle(() => listsStore.get().ready);
    await laptop.engine.change(() => Array.from({ length: 101 }, (_, index) => putList(`list-many-${index}`, { name: `L${index}`, description: '', ranked: false }, clock)));
    await settle(() => listsStore.get().sync.pending === 0);
    expect(listsStore.get().refusal).toMatch(/100 lists/);
    expect(listsStore.get().lists).toHaveLength(100);
  });
});
