// Signing out leaves nothing of the person's synced library on the device; pending changes stay for them only, unless discarded.
import { afterEach, describe, expect, it } from 'vitest';
import { libraryStore, resetLibraryStore } from '../../../src/library/library-store';
import { engineHarness } from './engine-harness';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  resetLibraryStore();
});

async function withSyncedAndPending() {
  const harness = engineHarness();
  stop = () => harness.engine.stop();
  harness.signIn('ada');
  await expect.poll(() => libraryStore.get().sync.state).toBe('synced');
  await harness.engine.edit(7, { kind: 'status', status: 'played' });
  await expect.poll(() => libraryStore.get().sync.state).toBe('synced');
  harness.net.online = false;
  await harness.engine.edit(8, { kind: 'status', status: 'want' });
  await harness.engine.edit(9, { kind: 'status', status: 'playing' });
  expect((await harness.db.load('ada')).cursor).toBeDefined();
  return harness;
}

describe('signing out', () => {
  it('kept: the synced records and the cursor go, the two pending changes stay and sync at the next sign-in', async () => {
    const { engine, db, net, signIn, signOut, server } = await withSyncedAndPending();
    signOut();
    await engine.forget('ada', true);
    const left = await db.load('ada');
    expect([...left.records.keys()].sort()).toEqual([8, 9]);
    expect(left.cursor).toBeUndefined();
    net.online = true;
    signIn('ada');
    await expect.poll(() => server.live('ada').get(9)?.status).toBe('playing');
    await expect.poll(() => libraryStore.get().live.map((entry) => entry.game_id).sort()).toEqual([7, 8, 9]);
  });

  it('discarded: nothing of the person is left, and another person’s records are untouched', async () => {
    const { engine, db, signOut } = await withSyncedAndPending();
    await db.mutate('bob', [3], () => ({ put: [{ entry: { game_id: 3, status: 'want', rating: null, note: '', created_at: 1, updated_at: 1, deleted: false }, changedElsewhere: false }], result: undefined }));
    signOut();
    await engine.forget('ada', false);
    expect((await db.load('ada')).records.size).toBe(0);
    expect([...(await db.load('bob')).records.keys()]).toEqual([3]);
  });

  it('Sync now sends the pending changes past the back-off and says what is left', async () => {
    const { engine, net, server } = await withSyncedAndPending();
    expect(await engine.syncNow()).toEqual({ pending: 2, message: undefined });
    net.online = true;
    server.setDown('network');
    expect(await engine.syncNow()).toMatchObject({ pending: 2, message: expect.stringMatching(/Can't reach Freeplay/) });
    server.setDown(undefined);
    // Right after a failure the back-off would wait; Sync now does not.
    expect(await engine.syncNow()).toEqual({ pending: 0, message: undefined });
    expect(server.live('ada').get(8)?.status).toBe('want');
  });
});
