// Two pages of one site over fake-indexeddb: the first goes into the back/forward cache with a
// transaction still running, as WebKit keeps it there (suspended, never finishing).
import 'fake-indexeddb/auto';
import { get, promisifyRequest, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { createDatabase, createPageSafeStore } from '../../../src/lib/page-safe-store';

let databases = 0;
const freshName = () => `page-safe-${++databases}`;

function hide(page: EventTarget, persisted: boolean): void {
  page.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));
}

function show(page: EventTarget): void {
  page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
}

/** Work whose transaction never finishes by itself (a suspended page's): it keeps writing until aborted. */
function neverEnding(store: IDBObjectStore): Promise<void> {
  return new Promise((_resolve, reject) => {
    const spin = () => {
      const request = store.put(Date.now(), 'clock');
      request.onsuccess = spin;
      request.onerror = () => reject(request.error ?? new Error('aborted'));
    };
    spin();
  });
}

/** Resolves with what `promise` gives, or 'still waiting' after a while. */
function within<T>(promise: Promise<T>, ms = 300): Promise<T | 'still waiting'> {
  return Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms))]);
}

describe('a page-safe IndexedDB store', () => {
  it("aborts a transaction still running when the page goes into the back/forward cache, so the next page's read is not held", async () => {
    const name = freshName();
    const cachedPage = new EventTarget();
    const left = createPageSafeStore(name, 'games', cachedPage);
    void left('readwrite', neverEnding);
    await new Promise((resolve) => setTimeout(resolve, 20));

    hide(cachedPage, true);

    const nextPage = createPageSafeStore(name, 'games', new EventTarget());
    await expect(within(get('clock', nextPage))).resolves.toBeUndefined();
  });

  it("keeps a page's transactions when it is unloaded for good (nothing of it stays to hold others)", async () => {
    const name = freshName();
    const page = new EventTarget();
    const store = createPageSafeStore(name, 'games', page);
    const writing = store('readwrite', (objects) => {
      objects.put('Playing', 7);
      return promisifyRequest(objects.transaction);
    });
    hide(page, false);
    await writing;
    await expect(get(7, createPageSafeStore(name, 'games', new EventTarget()))).resolves.toBe('Playing');
  });

  it('runs the aborted work again, from a fresh read, when the page is shown again', async () => {
    const name = freshName();
    const page = new EventTarget();
    const store = createPageSafeStore(name, 'games', page);
    await set('count', 1, store);
    let runs = 0;
    const increment = store('readwrite', (objects) => {
      runs += 1;
      const read = objects.get('count');
      // The page goes into the cache while the first run's read is under way.
      if (runs === 1) hide(page, true);
      return new Promise<number>((resolve, reject) => {
        read.onsuccess = () => {
          const next = Number(read.result) + 1;
          objects.put(next, 'count');
          promisifyRequest(objects.transaction).then(() => resolve(next), reject);
        };
      });
    });
    await expect(within(increment)).resolves.toBe('still waiting');

    show(page);

    await expect(increment).resolves.toBe(2);
    expect(runs).toBe(2);
    await expect(get('count', store)).resolves.toBe(2);
  });

  it('starts no transaction between going into the cache and being shown again, so work asked for just after pagehide holds nothing', async () => {
    const name = freshName();
    const cachedPage = new EventTarget();
    const left = createPageSafeStore(name, 'games', cachedPage);
    await set('note', 'Great with friends', left);
    // WebKit still runs the page's pending promise callbacks after pagehide; a transaction begun
    // there would be suspended with the page.
    let lateWork: Promise<void> | undefined;
    cachedPage.addEventListener('pagehide', () => queueMicrotask(() => (lateWork = left('readwrite', neverEnding))));
    hide(cachedPage, true);
    await Promise.resolve();

    const nextPage = createPageSafeStore(name, 'games', new EventTarget());
    await expect(within(get('note', nextPage))).resolves.toBe('Great with friends');
    await expect(within(set('note', 'Changed on the next page', nextPage))).resolves.toBeUndefined();
    expect(lateWork).toBeDefined();
  });

  it('runs work asked for while the database was still opening once the page is shown again', async () => {
    const page = new EventTarget();
    const store = createPageSafeStore(freshName(), 'games', page);
    const writing = set('note', 'Great with friends', store);
    hide(page, true);
    await expect(within(writing)).resolves.toBe('still waiting');

    show(page);

    await writing;
    await expect(get('note', store)).resolves.toBe('Great with friends');
  });

  it('creates a database ahead of its first use, which then needs no creation of its own; a second call changes nothing', async () => {
    const name = freshName();
    await createDatabase(name, 'games');
    await createDatabase(name, 'games');
    const db = await promisifyRequest(indexedDB.open(name));
    expect([db.version, [...db.objectStoreNames]]).toEqual([1, ['games']]);
    db.close();
    const store = createPageSafeStore(name, 'games', new EventTarget());
    await set(7, 'Playing', store);
    await expect(get(7, store)).resolves.toBe('Playing');
  });

  it('leaves no connection open once it has created a database: deleting it is not blocked', async () => {
    const name = freshName();
    await createDatabase(name, 'games', new EventTarget());
    const deleting = indexedDB.deleteDatabase(name);
    let blocked = false;
    deleting.onblocked = () => (blocked = true);
    await promisifyRequest(deleting);
    expect(blocked).toBe(false);
  });

  it("aborts a creation under way when the page goes into the cache, so the next page's open is not held; shown again, the page creates it", async () => {
    const name = freshName();
    const cachedPage = new EventTarget();
    // The page is cached in the moment its database is being created, and the creation never ends
    // by itself (WebKit suspends it with the page).
    const factory = () => ({
      open(dbName: string) {
        const request = indexedDB.open(dbName);
        request.addEventListener('upgradeneeded', () => {
          void neverEnding(request.result.createObjectStore('suspended')).catch(() => undefined);
          hide(cachedPage, true);
        });
        return request;
      },
    }) as IDBFactory;
    const creating = createDatabase(name, 'games', cachedPage, factory);

    const nextPage = createPageSafeStore(name, 'games', new EventTarget());
    await expect(within(set(7, 'Playing', nextPage))).resolves.toBeUndefined();
    await expect(within(creating)).resolves.toBe('still waiting');

    show(cachedPage);

    await expect(within(creating)).resolves.toBeUndefined();
    await expect(get(7, nextPage)).resolves.toBe('Playing');
  });

  it('closes its connection as the page goes into the cache, so it holds nothing there, and opens again once the page is back', async () => {
    const name = freshName();
    const page = new EventTarget();
    const store = createPageSafeStore(name, 'games', page);
    await set(7, 'Playing', store);

    hide(page, true);
    // Another page's version change waits for every open connection to close.
    const upgrading = indexedDB.open(name, 2);
    let blocked = false;
    upgrading.onblocked = () => (blocked = true);
    const upgraded = await within(promisifyRequest(upgrading));
    expect([upgraded instanceof IDBDatabase, blocked]).toEqual([true, false]);
    if (upgraded instanceof IDBDatabase) upgraded.close();

    show(page);
    await expect(get(7, store)).resolves.toBe('Playing');
  });
});
