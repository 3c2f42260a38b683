// Node has no Cache Storage: a small in-memory one that keeps insertion order as the real one does,
// and `useFakeWorkerScope` to put it (with a stubbed fetch) where workbox's strategies look.
import { vi } from 'vitest';

const urlOf = (input: RequestInfo | URL): string => (input instanceof Request ? input.url : String(input));

export class FakeCache {
  readonly entries = new Map<string, Response>();

  async match(input: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(urlOf(input))?.clone();
  }

  async put(input: RequestInfo | URL, response: Response): Promise<void> {
    // A replaced entry moves to the end, as in Cache Storage.
    const url = urlOf(input);
    this.entries.delete(url);
    this.entries.set(url, response.clone());
  }

  async delete(input: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(input));
  }

  async keys(): Promise<readonly Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async match(input: RequestInfo | URL, options?: { cacheName?: string }): Promise<Response | undefined> {
    const names = options?.cacheName === undefined ? [...this.caches.keys()] : [options.cacheName];
    for (const name of names) {
      const found = await this.caches.get(name)?.match(input);
      if (found) return found;
    }
    return undefined;
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
}

/**
 * The globals workbox's strategies use in a worker: `caches`, `fetch`, `self`, `location`, `FetchEvent`. The
 * worker ships as a production build, so workbox's development-only checks (which want a real
 * ExtendableEvent, absent in Node) are off, as in the browser. Undo with vi.unstubAllGlobals/Envs.
 */
export function useFakeWorkerScope(origin: string, fetch: (request: Request) => Promise<Response>): FakeCacheStorage {
  const storage = new FakeCacheStorage();
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('self', globalThis);
  vi.stubGlobal('location', new URL(`${origin}/sw.js`));
  // Workbox asks whether it was handed a FetchEvent; our handlers hand it `{request, event}`.
  vi.stubGlobal('FetchEvent', class FetchEvent {});
  return storage;
}
