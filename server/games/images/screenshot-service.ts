import type { CatalogueSource } from '../../../src/contract/api.js';
import { MESSAGES } from '../messages.js';
import type { ImageResult, ImageStore } from './image-store.js';
import type { ThumbnailService } from './thumbnail-service.js';
import type { ThumbnailRegistry } from './thumbnail-registry.js';

export interface ScreenshotServiceOptions {
  source: CatalogueSource;
  /** Absent for the demo source (demo screenshots are drawn like thumbnails). */
  store?: ImageStore;
  /** Screenshot id → upstream URL, filled only from details we fetched and allowed. */
  registry: ThumbnailRegistry;
  /** For `demo` and `auto`: a demo screenshot the registry does not know, drawn as its game's picture. */
  demoImage?: (id: number) => Promise<ImageResult> | undefined;
}

/**
 * A screenshot by its id: the upstream URL a fetched detail named (never a URL from the client),
 * fetched once with the same size cap and image check as thumbnails, and kept in its own cache.
 */
export function createScreenshotService(options: ScreenshotServiceOptions): ThumbnailService {
  const { source } = options;
  return {
    primarySource: source,
    async get(id, visitor): Promise<ImageResult> {
      const url = options.registry.lookup(id);
      if (!url) {
        const demo = options.demoImage?.(id);
        if (demo) return demo;
      }
      if (!url || !options.store) return { ok: false, status: 404, message: MESSAGES.screenshotNotFound, source };
      return options.store.get(url, visitor, id);
    },
  };
}
