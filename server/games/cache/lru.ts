/** A map that forgets its least recently used entries past a count or a byte budget. */
export interface Lru<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  readonly size: number;
  readonly bytes: number;
}

export interface LruOptions<V> {
  maxEntries: number;
  maxBytes: number;
  sizeOf(value: V): number;
}

/** A Map keeps insertion order, so re-inserting on use is all the LRU bookkeeping needed. */
export function createLru<V>({ maxEntries, maxBytes, sizeOf }: LruOptions<V>): Lru<V> {
  const entries = new Map<string, V>();
  let bytes = 0;
  const remove = (key: string): void => {
    const value = entries.get(key);
    if (value === undefined) return;
    entries.delete(key);
    bytes -= sizeOf(value);
  };
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      remove(key);
      if (sizeOf(value) > maxBytes) return;
      entries.set(key, value);
      bytes += sizeOf(value);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
