// Node has no Cache Storage: a small in-memory one that keeps insertion order as the real one does.
import type { CacheLike } from '../../sw/thumbnail-cache.js';

export class FakeCache implements CacheLike {
  readonly entries = new Map<string, Response>();

  async match(url: string): Promise<Response | undefined> {
    return this.entries.get(url)?.clone();
  }

  async put(url: string, response: Response): Promise<void> {
    // A replaced entry moves to the end, as in Cache Storage.
    this.entries.delete(url);
    this.entries.set(url, response.clone());
  }

  async delete(url: string): Promise<boolean> {
    return this.entries.delete(url);
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

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
}
