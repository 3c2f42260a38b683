import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIBRARY_CHANNEL, LIBRARY_SYNC_TAG } from '../../../src/contract/library-sync';
import { libraryStore, resetLibraryStore } from '../../../src/library/library-store';
import { engineHarness } from './engine-harness';

const snapshot = () => libraryStore.get();
const ready = async () => {
  await expect.poll(() => snapshot().ready).toBe(true);
};
const settled = async () => {
  await expect.poll(() => snapshot().sync.state).not.toBe('syncing');
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  resetLibraryStore();
});

function start(options?: Parameters<typeof engineHarness>[0]) {
  const harness = engineHarness(options);
  stop = () => harness.engine.stop();
  return harness;
}

describe('the library engine', () => {
  it('shows a change at once, keeps it with its outbox entry in IndexedDB, and syncs it', async () => {
    const { engine, server, db, net, signIn } = start();
    signIn('ada');
    await ready();
    await settled();
    // Network down, so no answer can touch the record: what is stored is the edit's own write.
    net.online = false;
    const writes = vi.spyOn(db, 'mutate');
    await engine.edit(7, { kind: 'status', status: 'playing' });
    expect(snapshot().byId.get(7)).toMatchObject({ status: 'playing', pending: true });
    // One transaction wrote the change and its outbox op together.
    expect(writes).toHaveBeenCalledOnce();
    const stored = (await db.load('ada')).records.get(7);
    expect(stored).toMatchObject({ entry: { status: 'playing' }, opId: expect.any(String) });
    net.online = true;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => snapshot().sync.state).toBe('synced');
    expect(snapshot().sync).toMatchObject({ state: 'synced', pending: 0 });
    expect(server.live('ada').get(7)?.status).toBe('playing');
    expect(snapshot().live.map((entry) => [entry.game_id, entry.status, entry.pending])).toEqual([[7, 'playing', false]]);
  });

  it('offline: the change is kept and pending, nothing is sent, and it is not an error; back online it syncs', async () => {
    const { engine, server, net, signIn } = start();
    signIn('ada');
    await ready();
    await settled();
    net.online = false;
    const sent = server.requests.length;
    await engine.edit(7, { kind: 'status', status: 'want' });
    await engine.edit(8, { kind: 'status', status: 'played' });
    await engine.edit(8, { kind: 'remove' });
    await settled();
    expect(server.requests.length).toBe(sent);
    expect(snapshot().sync).toMatchObject({ state: 'offline', pending: 2 });
    expect(snapshot().sync.message).toMatch(/2 changes are saved on this device/);
    expect(snapshot().byId.get(8)).toMatchObject({ deleted: true, pending: true });
    net.online = true;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => snapshot().sync.state).toBe('synced');
    expect([...server.live('ada').keys()]).toEqual([7]);
    // Tracked and removed before the server ever had it: nothing to keep a tombstone for.
    expect(server.entries('ada').has(8)).toBe(false);
  });

  it('an unreachable server keeps the changes, says so without calling it an error, and Retry syncs them', async () => {
    const { engine, server, signIn } = start();
    signIn('ada');
    await ready();
    server.setDown('network');
    await engine.edit(7, { kind: 'status', status: 'want' });
    await settled();
    expect(snapshot().sync).toMatchObject({ state: 'offline', pending: 1 });
    expect(snapshot().sync.message).toMatch(/Can't reach Freeplay/);
    server.setDown(undefined);
    snapshot().sync.retry();
    await expect.poll(() => snapshot().sync.state).toBe('synced');
  });

  it("a server failure reads Couldn't sync (error) with the server's message, and keeps the change", async () => {
    const { engine, server, signIn } = start();
    signIn('ada');
    await ready();
    server.setDown('server-error');
    await engine.edit(7, { kind: 'status', status: 'want' });
    await settled();
    expect(snapshot().sync).toMatchObject({ state: 'error', pending: 1, message: 'Something went wrong on our side.' });
  });

  it('a 401 keeps every pending change and asks to sign in again; after sign-in the outbox drains', async () => {
    const { engine, server, signIn, signOut, unauthorized } = start();
    signIn('ada');
    await ready();
    server.setDown('unauthorized');
    await engine.edit(7, { kind: 'status', status: 'want' });
    await settled();
    expect(unauthorized).toEqual(['token-ada']);
    signOut();
    expect(snapshot().sync.state).toBe('signed-out');
    server.setDown(undefined);
    signIn('ada', 'token-ada-2');
    await expect.poll(() => server.live('ada').get(7)?.status).toBe('want');
    await expect.poll(() => snapshot().sync).toMatchObject({ state: 'synced', pending: 0 });
  });

  it("one account's outbox never drains into another's", async () => {
    const { engine, server, net, signIn, signOut } = start();
    signIn('ada');
    await ready();
    net.online = false;
    await engine.edit(7, { kind: 'status', status: 'want' });
    signOut();
    signIn('bob');
    await ready();
    net.online = true;
    await engine.sync(true);
    expect(snapshot().live).toEqual([]);
    expect(server.live('bob').size).toBe(0);
    expect(server.live('ada').size).toBe(0);
    signOut();
    signIn('ada');
    await expect.poll(() => server.live('ada').get(7)?.status).toBe('want');
  });

  it('Undo after a removal writes the entry back through the outbox, and the server gets its rating and note', async () => {
    const { engine, server, signIn } = start();
    signIn('ada');
    await ready();
    await engine.edit(7, { kind: 'status', status: 'played' });
    await engine.edit(7, { kind: 'rating', rating: 2 });
    await engine.edit(7, { kind: 'note', note: 'too grindy' });
    await settled();
    const before = snapshot().byId.get(7);
    if (!before) throw new Error('not tracked');
    await engine.edit(7, { kind: 'remove' });
    await expect.poll(() => server.live('ada').has(7)).toBe(false);
    const { pending: _pending, changedElsewhere: _elsewhere, changedFields: _fields, statusChangedAt, ...entry } = before;
    await engine.edit(7, { kind: 'restore', entry, statusChangedAt });
    expect(snapshot().byId.get(7)).toMatchObject({ status: 'played', rating: 2, note: 'too grindy', created_at: before.created_at, statusChangedAt, deleted: false });
    await expect.poll(() => server.live('ada').get(7)).toMatchObject({ status: 'played', rating: 2, note: 'too grindy' });
    await settled();
    expect(snapshot().byId.get(7)).toMatchObject({ status: 'played', rating: 2, note: 'too grindy', statusChangedAt, pending: false });
  });

  it('refuses a rating on an untracked game with a message and writes nothing', async () => {
    const { engine, db, signIn } = start();
    signIn('ada');
    await ready();
    await expect(engine.edit(7, { kind: 'rating', rating: 4 })).rejects.toThrow(/Track this game first/);
    expect((await db.load('ada')).records.size).toBe(0);
  });

  it('imports every item in one go, or none when one is invalid (naming it)', async () => {
    const { engine, server, signIn } = start();
    signIn('ada');
    await ready();
    const good = { game_id: 1, status: 'played' as const, rating: 5, note: 'great' };
    await expect(engine.importEntries([good, { ...good, game_id: 2, rating: 9 }])).rejects.toThrow(/Item 2: Rating must be/);
    expect(snapshot().live).toEqual([]);
    await engine.importEntries([good, { ...good, game_id: 2, status: 'want', rating: null, note: '' }]);
    expect(snapshot().live.map((entry) => entry.game_id).sort()).toEqual([1, 2]);
    await expect.poll(() => server.live('ada').size).toBe(2);
  });

  it('pulls what another device changed, and marks a game whose pending change lost', async () => {
    const { engine, server, net, signIn } = start();
    signIn('ada');
    await ready();
    await engine.edit(7, { kind: 'status', status: 'want' });
    await settled();
    net.online = false;
    await engine.edit(7, { kind: 'status', status: 'playing' });
    // Meanwhile another device of hers, with a later clock, sets Dropped and adds a game.
    server.apply('ada', { op: 'put', game_id: 7, status: 'dropped', rating: null, note: '', updated_at: 1_000_000, op_id: 'other-1' });
    server.apply('ada', { op: 'put', game_id: 9, status: 'played', rating: 3, note: '', updated_at: 1_000_001, op_id: 'other-2' });
    net.online = true;
    await engine.sync(true);
    expect(snapshot().byId.get(7)).toMatchObject({ status: 'dropped', pending: false, changedElsewhere: true });
    expect(snapshot().byId.get(9)).toMatchObject({ status: 'played', changedElsewhere: false });
  });

  it('keeps the date the status last changed: a note leaves it, a status change moves it, another device sets it from its own time', async () => {
    const { engine, server, db, signIn } = start();
    signIn('ada');
    await ready();
    await engine.edit(7, { kind: 'status', status: 'playing' });
    const added = snapshot().byId.get(7)?.created_at;
    expect(snapshot().byId.get(7)?.statusChangedAt).toBe(added);
    await engine.edit(7, { kind: 'note', note: 'co-op on Fridays' });
    expect(snapshot().byId.get(7)).toMatchObject({ note: 'co-op on Fridays', statusChangedAt: added });
    expect(snapshot().byId.get(7)?.updated_at).toBeGreaterThan(added ?? Infinity);
    await engine.edit(7, { kind: 'status', status: 'played' });
    expect(snapshot().byId.get(7)?.statusChangedAt).toBe(snapshot().byId.get(7)?.updated_at);
    await settled();
    // Another device of hers sets Dropped later; this one learns it from the pull.
    server.apply('ada', { op: 'put', game_id: 7, status: 'dropped', rating: null, note: 'co-op on Fridays', updated_at: 1_000_000, op_id: 'other-1' });
    await engine.sync(true);
    expect(snapshot().byId.get(7)).toMatchObject({ status: 'dropped', statusChangedAt: 1_000_000 });
    expect((await db.load('ada')).records.get(7)?.statusChangedAt).toBe(1_000_000);
  });

  it('reads a record stored before the status date was kept, dating its status from its last change', async () => {
    const { server, db, signIn } = start();
    const entry = { game_id: 7, status: 'played' as const, rating: null, note: '', created_at: 100, updated_at: 300, deleted: false };
    server.apply('ada', { op: 'put', game_id: 7, status: 'played', rating: null, note: '', updated_at: 300, op_id: 'old-1' });
    await db.mutate('ada', [7], () => ({ put: [{ entry, changedElsewhere: false }], result: undefined }));
    signIn('ada');
    await ready();
    expect(snapshot().byId.get(7)).toMatchObject({ status: 'played', statusChangedAt: 300 });
  });

  it("answers the service worker's drain request: ok once the outbox reached the server, not while offline", async () => {
    const { engine, server, net, signIn } = start();
    signIn('ada');
    await ready();
    await settled();
    net.online = false;
    await engine.edit(7, { kind: 'status', status: 'want' });
    const worker = new BroadcastChannel(LIBRARY_CHANNEL);
    const replies: unknown[] = [];
    worker.onmessage = (event: MessageEvent<unknown>) => void replies.push(event.data);
    try {
      worker.postMessage({ type: 'library-drain', id: 'offline' });
      await expect.poll(() => replies).toEqual([{ type: 'library-drained', id: 'offline', ok: false }]);
      net.online = true;
      worker.postMessage({ type: 'library-drain', id: 'online' });
      await expect.poll(() => replies.at(-1)).toEqual({ type: 'library-drained', id: 'online', ok: true });
      expect(server.live('ada').get(7)?.status).toBe('want');
    } finally {
      worker.close();
    }
  });

  it('another tab of the same browser shows a change through the BroadcastChannel', async () => {
    const first = start({ dbName: 'freeplay-library-shared-tab' });
    const second = engineHarness({ server: first.server, dbName: 'freeplay-library-shared-tab' });
    try {
      first.signIn('ada');
      second.signIn('ada');
      await ready();
      await settled();
      second.net.online = false; // so only the channel can bring the change to the second tab
      await first.engine.edit(7, { kind: 'status', status: 'played' });
      // Both tabs publish into this one test store: the first stops, so what arrives is the second's.
      first.signOut();
      expect(snapshot().byId.size).toBe(0);
      await expect.poll(() => snapshot().byId.get(7)?.status).toBe('played');
    } finally {
      second.engine.stop();
    }
  });
});

describe('Background Sync', () => {
  const register = vi.fn(async (_tag: string) => undefined);
  // The page's worker registration, with the Background Sync the browser offers.
  const withWorker = () => Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ sync: { register } }) } });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    register.mockClear();
  });

  it('asks for a sync when a change cannot drain because the server is unreachable', async () => {
    withWorker();
    const { engine, server, signIn } = start();
    signIn('ada');
    await ready();
    await settled();
    server.setDown('network');
    await engine.edit(7, { kind: 'status', status: 'want' });
    await expect.poll(() => register).toHaveBeenCalledWith(LIBRARY_SYNC_TAG);
  });

  it('asks for a sync when a change is made offline', async () => {
    withWorker();
    const { engine, net, signIn } = start();
    signIn('ada');
    await ready();
    await settled();
    net.online = false;
    await engine.edit(7, { kind: 'status', status: 'want' });
    await expect.poll(() => register).toHaveBeenCalledWith(LIBRARY_SYNC_TAG);
  });

  it('does not for a server error, which is shown with Retry instead', async () => {
    withWorker();
    const { engine, server, signIn } = start();
    signIn('ada');
    await ready();
    server.setDown('server-error');
    await engine.edit(7, { kind: 'status', status: 'want' });
    await expect.poll(() => snapshot().sync.state).toBe('error');
    expect(register).not.toHaveBeenCalled();
  });
});
