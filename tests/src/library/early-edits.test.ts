// A change shows before IndexedDB has written it, and what storage says takes over once it has.
import { afterEach, describe, expect, it } from 'vitest';
import { createLibraryDb, type LibraryDb } from '../../../src/library/library-db';
import { libraryStore, resetLibraryStore } from '../../../src/library/library-store';
import { engineHarness } from './engine-harness';

const status = (gameId: number) => libraryStore.get().byId.get(gameId)?.status;

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  resetLibraryStore();
});

let databases = 0;

/** A library database whose writes wait until the test lets the next one through (or fails it). */
function heldDb() {
  const db = createLibraryDb(`freeplay-library-early-${++databases}`);
  const gates: Array<{ release(): void; fail(error: Error): void }> = [];
  const held: LibraryDb = {
    load: (userId) => db.load(userId),
    mutate: (userId, games, change) =>
      new Promise<void>((resolve, reject) => gates.push({ release: resolve, fail: reject })).then(() => db.mutate(userId, games, change)),
  };
  const next = async () => {
    await expect.poll(() => gates.length).toBeGreaterThan(0);
    const gate = gates.shift();
    if (!gate) throw new Error('No write is waiting.');
    return gate;
  };
  return { db, held, next };
}

async function started() {
  const storage = heldDb();
  const harness = engineHarness({ deps: { db: storage.held } });
  stop = () => harness.engine.stop();
  harness.net.online = false;
  harness.signIn('ada');
  await expect.poll(() => libraryStore.get().ready).toBe(true);
  return { ...harness, ...storage };
}

describe('a change shown before it is written', () => {
  it('shows the status while its write waits, then the stored record, pending', async () => {
    const { engine, db, next } = await started();
    const edit = engine.edit(7, { kind: 'status', status: 'playing' });
    await expect.poll(() => status(7)).toBe('playing');
    expect((await db.load('ada')).records.size).toBe(0);
    (await next()).release();
    await edit;
    expect((await db.load('ada')).records.get(7)?.entry.status).toBe('playing');
    expect(libraryStore.get().byId.get(7)).toMatchObject({ status: 'playing', pending: true });
  });

  it('a write that fails puts back what was shown before, and the edit rejects with its error', async () => {
    const { engine, next } = await started();
    const first = engine.edit(7, { kind: 'status', status: 'want' });
    (await next()).release();
    await first;
    const failing = engine.edit(7, { kind: 'status', status: 'dropped' });
    await expect.poll(() => status(7)).toBe('dropped');
    (await next()).fail(new Error('The disk is full.'));
    await expect(failing).rejects.toThrow('The disk is full.');
    expect(status(7)).toBe('want');
  });

  it('two changes of one game whose writes both fail: what storage holds comes back, not the first change', async () => {
    const { engine, next } = await started();
    const first = engine.edit(7, { kind: 'status', status: 'want' });
    await expect.poll(() => status(7)).toBe('want');
    const second = engine.edit(7, { kind: 'status', status: 'played' });
    await expect.poll(() => status(7)).toBe('played');
    (await next()).fail(new Error('The disk is full.'));
    await expect(first).rejects.toThrow('The disk is full.');
    expect(status(7)).toBe('played');
    (await next()).fail(new Error('The disk is full.'));
    await expect(second).rejects.toThrow('The disk is full.');
    await expect.poll(() => libraryStore.get().byId.has(7)).toBe(false);
  });

  it('two changes of one game: the later shows throughout, the first write ending in between does not bring back the first', async () => {
    const { engine, db, next } = await started();
    const first = engine.edit(7, { kind: 'status', status: 'want' });
    await expect.poll(() => status(7)).toBe('want');
    const second = engine.edit(7, { kind: 'status', status: 'played' });
    await expect.poll(() => status(7)).toBe('played');
    (await next()).release();
    await first;
    expect((await db.load('ada')).records.get(7)?.entry.status).toBe('want');
    expect(status(7)).toBe('played');
    (await next()).release();
    await second;
    expect(status(7)).toBe('played');
    expect((await db.load('ada')).records.get(7)?.entry.status).toBe('played');
  });

  it('a change refused on what is shown shows nothing early, and the stored record decides', async () => {
    const { engine, next } = await started();
    const rating = engine.edit(7, { kind: 'rating', rating: 4 });
    (await next()).release();
    await expect(rating).rejects.toThrow(/Track this game first/);
    expect(libraryStore.get().byId.has(7)).toBe(false);
  });

  it('signing out while a write waits: the next person sees nothing of it', async () => {
    const { engine, signIn, signOut, next } = await started();
    const edit = engine.edit(7, { kind: 'status', status: 'playing' });
    await expect.poll(() => status(7)).toBe('playing');
    signOut();
    signIn('grace');
    await expect.poll(() => libraryStore.get().ready).toBe(true);
    expect(libraryStore.get().byId.has(7)).toBe(false);
    (await next()).release();
    await edit;
    expect(libraryStore.get().byId.has(7)).toBe(false);
  });
});
