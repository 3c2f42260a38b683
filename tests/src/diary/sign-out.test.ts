// Signing out leaves nothing of the person's synced diary on the device; pending sessions stay for them only, unless discarded.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiaryDb } from '../../../src/diary/diary-db';
import { createDiaryEngine, DIARY_SYNC_MESSAGES, type DiaryEngine } from '../../../src/diary/diary-engine';
import { newRecord } from '../../../src/diary/diary-record';
import { createSyncBackoff } from '../../../src/lib/sync-backoff';
import { createFakeDiaryServer } from './fake-diary-server';

let dbs = 0;
let ids = 0;
const engines: DiaryEngine[] = [];
afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop();
});

const session = (minutes: number) => ({ date: '2026-03-01', minutes, note: '', marker: null });

/** Ada's diary on one device: one session synced, two logged while the server could not be reached. */
async function withSyncedAndPending() {
  const server = createFakeDiaryServer();
  const dbName = `diary-sign-out-${++dbs}`;
  const db = createDiaryDb(dbName);
  const net = { online: true };
  let clock = 1_000_000;
  const host = { getSession: () => ({ token: 't', userId: 'ada' }), subscribeSession: () => () => undefined, onUnauthorized: () => undefined };
  const backoff = createSyncBackoff({ storage: undefined, storageKey: `diary-sign-out-${dbs}`, now: () => 0 });
  const engine = createDiaryEngine(host, { db, api: server.api, now: () => (clock += 1000), newId: () => `id-${++ids}`, online: () => net.online, backoff, watch: false });
  engines.push(engine);
  const synced = await engine.log(7, session(30));
  await engine.sync();
  net.online = false;
  const pending = [await engine.log(8, session(10)), await engine.log(9, session(20))];
  expect((await db.load('ada')).cursor).toBeDefined();
  return { server, db, net, engine, synced, pending, dbName };
}

describe('signing out of the diary', () => {
  it('kept: the synced entry and the cursor go, the two pending sessions stay and sync at the next sign-in', async () => {
    const { server, db, engine, synced, pending, dbName } = await withSyncedAndPending();
    await engine.forget('ada', true);
    const left = await db.load('ada');
    expect([...left.records.keys()].sort()).toEqual([...pending].sort());
    expect(left.cursor).toBeUndefined();
    // The next sign-in on this device: a new engine sends the kept sessions and pulls the synced one back.
    engine.stop();
    const host = { getSession: () => ({ token: 't', userId: 'ada' }), subscribeSession: () => () => undefined, onUnauthorized: () => undefined };
    const again = createDiaryEngine(host, { db: createDiaryDb(dbName), api: server.api, online: () => true, backoff: createSyncBackoff({ storage: undefined, storageKey: 'again' }), watch: false });
    engines.push(again);
    await again.sync();
    expect([...server.entries.keys()].sort()).toEqual([synced, ...pending].sort());
    expect([...(await db.load('ada')).records.keys()].sort()).toEqual([synced, ...pending].sort());
  });

  it('discarded: nothing of the person is left, and another person’s entries are untouched', async () => {
    const { db, engine } = await withSyncedAndPending();
    const bobs = { entry: newRecord('bob-1', 3, session(5), 1, 'op-bob').entry };
    await db.mutate('bob', [], () => ({ put: [bobs], cursor: '4', result: undefined }));
    await engine.forget('ada', false);
    expect(await db.load('ada')).toEqual({ records: new Map(), cursor: undefined });
    const bob = await db.load('bob');
    expect([...bob.records.keys()]).toEqual(['bob-1']);
    expect(bob.cursor).toBe('4');
  });

  it('Sync now sends the pending sessions past the back-off and says what is left', async () => {
    const { server, net, engine, pending } = await withSyncedAndPending();
    expect(await engine.syncNow()).toEqual({ pending: 2, message: DIARY_SYNC_MESSAGES.offline });
    net.online = true;
    server.net.up = false;
    expect(await engine.syncNow()).toEqual({ pending: 2, message: DIARY_SYNC_MESSAGES.offline });
    server.net.up = true;
    // Right after a failure the back-off would wait; Sync now does not.
    expect(await engine.syncNow()).toEqual({ pending: 0, message: undefined });
    expect([...server.entries.keys()]).toEqual(expect.arrayContaining(pending));
  });
});
