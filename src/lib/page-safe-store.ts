/**
 * An idb-keyval store whose transactions never outlive the page into the back/forward cache.
 *
 * WebKit keeps a page it puts in the back/forward cache with its IndexedDB transactions suspended,
 * not finished, and every later page of the site that touches the same store waits behind them
 * until the cached page is thrown away: a status chosen on the next page never gets written, and
 * the library never loads (docs/browser-support.md, "A page in the back/forward cache"). So when
 * the page is hidden into that cache (`pagehide` with `persisted`), each transaction still running,
 * a database upgrade included, is aborted and the connection closed: nothing of it is kept, and the
 * same work runs again, from a fresh read and a fresh connection, if the page is shown again. Until
 * then no transaction starts: WebKit still runs the page's pending promise callbacks after
 * `pagehide`, and a transaction begun there is suspended with the page as well. Work only reads
 * inside its transaction and writes what it read, so running it twice is the same as running it once.
 */
import { promisifyRequest, type UseStore } from 'idb-keyval';

/** What a page-safe store needs of the window: its pagehide and pageshow events. */
export type PageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const HIDDEN = Symbol('aborted as the page went into the back/forward cache');

/** The window, where there is one: a worker or Node (the server's tests) has no page to be cached. */
const thisPage = (): PageEvents | undefined => (typeof window === 'undefined' ? undefined : window);

/** Opens the database, creating it with its one object store when it does not exist yet. */
function openCreating(factory: IDBFactory, dbName: string, storeName: string, track: (upgrade: IDBTransaction) => void): IDBOpenDBRequest {
  const request = factory.open(dbName);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(storeName);
    if (request.transaction) track(request.transaction);
  };
  return request;
}

/** A page-safe database: its store, and a close for a database the page no longer needs. */
interface PageSafeDatabase {
  store: UseStore;
  close(): void;
}

export function createPageSafeStore(dbName: string, storeName: string, page: PageEvents | undefined = thisPage(), factory: () => IDBFactory = () => indexedDB): UseStore {
  return openPageSafeDatabase(dbName, storeName, page, factory).store;
}

/**
 * Creates the database now, when it does not exist yet, and closes it. WebKit keeps a page that
 * is left while one of its databases is being created in the back/forward cache with that creation
 * unfinished, and every later page's use of the database waits behind it for as long as the page
 * stays cached (docs/browser-support.md). The app creates its databases as it starts, whatever the
 * page, rather than when a signed-in page first needs one: the page a person is most likely to
 * leave at once is the one a sign-in has just led to. The creation is page-safe as any other work
 * is: a page cached in the middle of it aborts it, and creates the database when it is shown again.
 */
export async function createDatabase(dbName: string, storeName: string, page: PageEvents | undefined = thisPage(), factory: () => IDBFactory = () => indexedDB): Promise<void> {
  const database = openPageSafeDatabase(dbName, storeName, page, factory);
  try {
    await database.store('readonly', () => undefined);
  } finally {
    database.close();
  }
}

function openPageSafeDatabase(dbName: string, storeName: string, page: PageEvents | undefined, factory: () => IDBFactory): PageSafeDatabase {
  // Every transaction not yet finished (the upgrade's too), and the works waiting on one.
  const running = new Set<IDBTransaction>();
  const waiting = new Set<() => void>();
  let hides = 0;
  // While the page sits in the back/forward cache: settles when it is shown again.
  let inCache: Promise<void> | undefined;
  let opened: Promise<IDBDatabase> | undefined;

  const abort = (transaction: IDBTransaction) => {
    try {
      transaction.abort();
    } catch {
      // Already finishing: it holds nothing once done.
    }
  };
  // A transaction that begins while the page is cached (a creation whose upgrade WebKit dispatched
  // after pagehide) is aborted at once, as those running at pagehide are.
  const track = (transaction: IDBTransaction) => {
    if (inCache) return abort(transaction);
    running.add(transaction);
    const done = () => running.delete(transaction);
    for (const type of ['complete', 'abort', 'error']) transaction.addEventListener(type, done);
  };

  const onPageHide = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    hides += 1;
    inCache = new Promise((resolve) => {
      page?.addEventListener('pageshow', () => ((inCache = undefined), resolve()), { once: true });
    });
    running.forEach(abort);
    running.clear();
    for (const wake of waiting) wake();
    waiting.clear();
    closeConnection();
  };
  page?.addEventListener('pagehide', onPageHide);

  function open(): Promise<IDBDatabase> {
    if (opened) return opened;
    const request = openCreating(factory(), dbName, storeName, track);
    const current = promisifyRequest(request).then((db) => {
      // Closed by the browser (its data cleared): the next use opens it again.
      db.onclose = () => (opened = undefined);
      return db;
    });
    // An open that failed (an upgrade aborted for the cache) is tried again on the next use.
    current.catch(() => (opened === current ? (opened = undefined) : undefined));
    opened = current;
    return current;
  }

  async function attempt<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => T | PromiseLike<T>): Promise<T | typeof HIDDEN> {
    if (inCache) return HIDDEN;
    const at = hides;
    let wake = () => undefined as void;
    const hidden = new Promise<typeof HIDDEN>((resolve) => (wake = () => resolve(HIDDEN)));
    waiting.add(wake);
    try {
      return await Promise.race([
        open().then((db) => {
          // Opened only after the page went into the cache: this attempt is over, the next one runs the work.
          if (hides !== at) return HIDDEN;
          const transaction = db.transaction(storeName, mode);
          track(transaction);
          return work(transaction.objectStore(storeName));
        }),
        hidden,
      ]);
    } catch (error) {
      // Failed because the page went into the cache meanwhile: not a failure, the work runs again.
      if (hides !== at) return HIDDEN;
      throw error;
    } finally {
      waiting.delete(wake);
    }
  }

  const store = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => T | PromiseLike<T>): Promise<T> => {
    for (;;) {
      const result = await attempt(mode, work);
      if (result !== HIDDEN) return result;
      await inCache;
    }
  };
  function closeConnection(): void {
    void opened?.then((db) => db.close(), () => undefined);
    opened = undefined;
  }
  const close = () => {
    page?.removeEventListener('pagehide', onPageHide);
    closeConnection();
  };
  return { store, close };
}
