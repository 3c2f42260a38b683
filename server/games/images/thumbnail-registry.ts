/** The upstream thumbnail URL of each game id, as last seen in data we fetched. */
export interface ThumbnailRegistry {
  remember(id: number, url: string): void;
  lookup(id: number): string | undefined;
}

/** A bounded id → URL map (oldest forgotten first); ids come only from upstream payloads. */
export function createThumbnailRegistry(maxEntries = 5000): ThumbnailRegistry {
  const urls = new Map<number, string>();
  return {
    remember(id, url) {
      urls.delete(id);
      urls.set(id, url);
      if (urls.size > maxEntries) {
        const oldest = urls.keys().next();
        if (!oldest.done) urls.delete(oldest.value);
      }
    },
    lookup: (id) => urls.get(id),
  };
}
