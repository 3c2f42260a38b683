// Signing out leaves nothing of the person's synced lists (nor shared lists they opened) on the device; pending changes stay for them only, unless discarded.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { putList, type ChangeClock } from '../../../src/lists/list-changes';
import { createListsDb } from '../../../src/lists/lists-db';
import { createListsEngine, type ListsEngine, type ListsHost } from '../../../src/lists/lists-engine';
import { listsStore } from '../../../src/lists/lists-store';
import { createSyncBackoff } from '../../../src/lib/sync-backoff';
import { createFakeListsServer } from './fake-lists-server';

let databases = 0;
const engines: ListsEngine[] = [];
afterEach(() => engines.splice(0).forEach((engine) => engine.stop()));

let time = 1_000;
const clock: ChangeClock = { now: () => (time += 10), opId: () => `op-${time}` };
const fields = (name: string) => ({ name, description: '', ranked: false });
const shared = (shareId: string) => ({ list: { share_id: shareId, owner_first_name: 'Grace', name: 'Hers', description: '', ranked: false, items: [] }, savedAt: 5 });
// At most 5 s: a bound for a busy machine, not a timing.
const settle = async (predicate: () => boolean) => {
  for (let tries = 0; tries < 1_000 && !predicate(); tries++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(predicate()).toBe(true);
};

function device(server: ReturnType<typeof createFakeListsServer>, dbName: string) {
  const host: ListsHost = { getSession: () => ({ token: 't', userId: 'ada' }), subscribeSession: () => () => undefined, onUnauthorized: () => undefined };
  // A clock that never moves: after a failure, the back-off holds every pass but Sync now.
  const engine = createListsEngine(host, { db: createListsDb(dbName), api: server.api, online: () => true, lock: (work) => work(), backoff: createSyncBackoff({ storage: undefined, now: () => 0 }) });
  engines.push(engine);
  return engine;
}

/** Ada's lists on one device: one synced, one made while the server could not be reached, and a shared list she opened. */
async function withSyncedAndPending() {
  const server = createFakeListsServer();
  const dbName = `freeplay-lists-sign-out-${++databases}`;
  const db = createListsDb(dbName);
  const engine = device(server, dbName);
  await settle(() => listsStore.get().ready);
  await engine.change(() => [putList('synced-list', fields('Synced'), clock)]);
  await engine.sync();
  await db.saveShared('ada', shared('share-ada'));
  server.net.up = false;
  await engine.change(() => [putList('pending-list', fields('Made offline'), clock)]);
  await engine.sync();
  const before = await db.load('ada');
  expect(before.cursor).toBeDefined();
  expect(before.outbox).toHaveLength(1);
  return { server, db, engine, dbName };
}

describe('signing out of the lists', () => {
  it('kept: the synced lists, the cursor and the saved shared list go; the pending list stays and syncs at the next sign-in', async () => {
    const { server, db, engine, dbName } = await withSyncedAndPending();
    await engine.forget('ada', true);
    const left = await db.load('ada');
    expect(left).toEqual({ lists: {}, items: {}, outbox: [expect.objectContaining({ op: 'put-list', list_id: 'pending-list' })] });
    expect(await db.loadShared('ada', 'share-ada')).toBeUndefined();
    // The next sign-in on this device: the kept list is sent, and the synced one comes back from the server.
    engine.stop();
    server.net.up = true;
    device(server, dbName);
    await settle(() => listsStore.get().sync.pending === 0 && listsStore.get().lists.length === 2);
    expect(Object.keys(server.lists).sort()).toEqual(['pending-list', 'synced-list']);
  });

  it('discarded: nothing of the person is left, and another person’s lists are untouched', async () => {
    const { db, engine } = await withSyncedAndPending();
    await db.change('bob', (state) => ({ ...state, cursor: '9' }));
    await db.saveShared('bob', shared('share-bob'));
    await engine.forget('ada', false);
    expect(await db.load('ada')).toEqual({ lists: {}, items: {}, outbox: [] });
    expect(await db.loadShared('ada', 'share-ada')).toBeUndefined();
    expect((await db.load('bob')).cursor).toBe('9');
    expect(await db.loadShared('bob', 'share-bob')).toEqual(shared('share-bob'));
  });

  it('Sync now sends the pending change past the back-off and says what is left', async () => {
    const { server, engine } = await withSyncedAndPending();
    expect(await engine.syncNow()).toEqual({ pending: 1, message: expect.stringMatching(/Can't reach Freeplay/) });
    server.net.up = true;
    // Right after a failure the back-off would wait; Sync now does not.
    await engine.sync();
    expect(server.lists['pending-list']).toBeUndefined();
    expect(await engine.syncNow()).toEqual({ pending: 0, message: undefined });
    expect(server.lists['pending-list']?.name).toBe('Made offline');
  });
});
