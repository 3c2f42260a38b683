/** The diary's sync over fake-indexeddb and an in-memory server: offline first, two devices, per-field merge, tombstones and Undo, refusals. */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiaryDb } from '../../../src/diary/diary-db';
import { createDiaryEngine, DIARY_SYNC_MESSAGES, type DiaryEngine } from '../../../src/diary/diary-engine';
import { diaryStore } from '../../../src/diary/diary-store';
import { createSyncBackoff } from '../../../src/lib/sync-backoff';
import { createFakeDiaryServer } from './fake-diary-server';
import { deferred } from '../../support/deferred';

let dbs = 0;
let ids = 0;
const engines: DiaryEngine[] = [];
afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop();
});

function device(server: ReturnType<typeof createFakeDiaryServer>, options: { dbName?: string; online?: () => boolean } = {}) {
  let clock = 1_000_000 + dbs * 10_000;
  const dbName = options.dbName ?? `diary-test-${++dbs}`;
  const host = { getSession: () => ({ token: 't', userId: 'u1' }), subscribeSession: () => () => undefined, onUnauthorized: () => undefined };
  let time = 0;
  const backoff = createSyncBackoff({ storage: undefined, storageKey: `k${dbs}`, now: () => time });
  const engine = createDiaryEngine(host, { db: createDiaryDb(dbName), api: server.api, now: () => (clock += 1000), newId: () => `id-${++ids}`, online: options.online ?? (() => true), backoff, watch: false });
  engines.push(engine);
  /** A minute passes: any back-off pause is over. */
  const later = () => void (time += 60_000);
  return { engine, dbName, backoff, later };
}

const session = (minutes: number) => ({ date: '2026-03-01', minutes, note: '', marker: null });

describe('the diary engine', () => {
  it('logs offline at once, keeps it on the device, and sends it when back', async () => {
    const server = createFakeDiaryServer();
    let online = false;
    const phone = device(server, { online: () => online });
    const id = await phone.engine.log(12, session(45));
    expect(diaryStore.get().records.map((record) => record.entry.id)).toEqual([id]);
    expect(diaryStore.get().pending).toBe(1);
    expect(diaryStore.get().problem).toBe(DIARY_SYNC_MESSAGES.offline);
    expect(server.entries.size).toBe(0);
    // A new start of the app reads it back from IndexedDB.
    phone.engine.stop();
    online = true;
    const again = device(server, { dbName: phone.dbName });
    await again.engine.sync();
    expect(server.entries.get(id)?.entry).toMatchObject({ game_id: 12, minutes: 45, deleted: false });
    expect(diaryStore.get().pending).toBe(0);
  });

  it("shows another device's sessions after a pull, and merges edits of different fields", async () => {
    const server = createFakeDiaryServer();
    const laptop = device(server);
    const id = await laptop.engine.log(7, session(30));
    await laptop.engine.sync();
    const phone = device(server);
    await phone.engine.sync();
    expect(diaryStore.get().records.map((record) => record.entry.id)).toEqual([id]);
    server.net.up = false;
    await phone.engine.edit(id, { note: 'from the phone' });
    server.net.up = true;
    phone.later();
    await laptop.engine.edit(id, { minutes: 50 });
    await laptop.engine.sync();
    await phone.engine.sync();
    expect(server.entries.get(id)?.entry).toMatchObject({ minutes: 50, note: 'from the phone' });
    expect(diaryStore.get().records[0]?.entry).toMatchObject({ minutes: 50, note: 'from the phone' });
  });

  it('deletes as a tombstone, which another device then leaves out', async () => {
    const server = createFakeDiaryServer();
    const phone = device(server);
    const id = await phone.engine.log(3, { date: '2026-02-02', minutes: 20, note: 'kept', marker: 'finished' });
    await phone.engine.sync();
    await phone.engine.remove(id);
    expect(diaryStore.get().records).toEqual([]);
    await phone.engine.sync();
    expect(server.entries.get(id)?.entry.deleted).toBe(true);
    const other = device(server);
    await other.engine.sync();
    expect(diaryStore.get().records).toEqual([]);
  });

  it('forgets an entry deleted elsewhere once the server has compacted its tombstone, keeping what waits to be sent', async () => {
    const server = createFakeDiaryServer();
    const laptop = device(server);
    const gone = await laptop.engine.log(3, session(20));
    const kept = await laptop.engine.log(4, session(30));
    await laptop.engine.sync();
    let online = true;
    const phone = device(server, { online: () => online });
    await phone.engine.sync();
    await laptop.engine.remove(gone);
    await laptop.engine.sync();
    server.compact();
    online = false;
    const waiting = await phone.engine.log(5, session(10));
    online = true;
    await phone.engine.sync();
    const shown = diaryStore.get().records.map((record) => record.entry.id).sort();
    expect(shown).toEqual([kept, waiting].sort());
    expect(server.entries.get(waiting)?.entry.deleted).toBe(false);
  });

  it('undoes a delete before it reached the server, and the server never loses the entry', async () => {
    const server = createFakeDiaryServer();
    const phone = device(server);
    const id = await phone.engine.log(3, { date: '2026-02-02', minutes: 20, note: 'kept', marker: 'finished' });
    await phone.engine.sync();
    server.net.up = false;
    await phone.engine.remove(id);
    await phone.engine.restore(id);
    server.net.up = true;
    await phone.engine.sync();
    expect(server.entries.get(id)?.entry).toMatchObject({ deleted: false, minutes: 20, note: 'kept', marker: 'finished' });
    expect(diaryStore.get().records.map((record) => record.entry.id)).toEqual([id]);
  });

  it('stops sending a change the server refuses, and says why beside the entry', async () => {
    const server = createFakeDiaryServer({ knownGames: new Set([1]) });
    const phone = device(server);
    await phone.engine.log(999, session(10));
    await phone.engine.sync();
    const [record] = diaryStore.get().records;
    expect(record?.refused).toMatch(/no game with this id/);
    const sent = server.pushes.length;
    await phone.engine.sync();
    expect(server.pushes.length).toBe(sent);
  });

  it('writes nothing to the screens once stopped, even when its pass ends afterwards', async () => {
    const server = createFakeDiaryServer();
    const held = deferred<void>();
    const pull = server.api.pull;
    server.api.pull = async (...args) => held.promise.then(() => pull(...args));
    const laptop = device(server);
    await laptop.engine.log(7, session(30));
    const pass = laptop.engine.sync();
    laptop.engine.stop();
    // What the next engine (another account, a new page) would have published meanwhile.
    diaryStore.set({ ready: false, records: [], pending: 0 });
    held.resolve();
    await pass;
    expect(diaryStore.get()).toEqual({ ready: false, records: [], pending: 0 });
  });

  it('backs off after a failed pass and says the sessions are kept', async () => {
    const server = createFakeDiaryServer();
    server.net.up = false;
    const phone = device(server);
    await phone.engine.log(1, session(5));
    await phone.engine.sync();
    expect(phone.backoff.wait()).toBeGreaterThan(0);
    expect(diaryStore.get().problem).toBe(DIARY_SYNC_MESSAGES.offline);
  });
});
