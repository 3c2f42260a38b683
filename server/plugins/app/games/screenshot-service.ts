import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueSource } from '../../../../src/contract/api.js';
import { createSingleFlight } from './cache/single-flight.js';
import { MESSAGES } from './messages.js';
import { createImageCache, stored, type ThumbnailResult, type ThumbnailService } from './thumbnail-service.js';
import type { ThumbnailRegistry } from './thumbnail-registry.js';
import type { FetchedImage } from './upstream/fetch-image.js';
import type { Fetched } from './upstream/fetched.js';

export interface ScreenshotServiceOptions {
  source: CatalogueSource;
  /** Absent for the demo source (demo screenshots are drawn like thumbnails). */
  fetchImage?: (url: string) => Promise<Fetched<FetchedImage>>;
  /** Screenshot id → upstream URL, filled only from details we fetched and allowed. */
  registry: ThumbnailRegistry;
  /** For `demo` and `auto`: a demo screenshot the registry does not know, drawn as its game's picture. */
  demoImage?: (id: number) => Promise<ThumbnailResult> | undefined;
  maxEntries: number;
  maxBytes: number;
  log: FastifyBaseLogger;
}

/**
 * A screenshot by its id: the upstream URL a fetched detail named (never a URL from the client),
 * fetched once with the same size cap and image check as thumbnails, and kept in its own cache.
 */
export function createScreenshotService(options: ScreenshotServiceOptions): ThumbnailService {
  const images = createImageCache(options.maxEntries, options.maxBytes);
  const flights = createSingleFlight<Fetched<FetchedImage>>();
  const { source } = options;

  return {
    primarySource: source,
    async get(id): Promise<ThumbnailResult> {
      const url = options.registry.lookup(id);
      if (!url) {
        const demo = options.demoImage?.(id);
        if (demo) return demo;
      }
      const fetchImage = options.fetchImage;
      if (!url || !fetchImage) return { ok: false, status: 404, message: MESSAGES.screenshotNotFound, source };
      const cached = images.get(url);
      if (cached) return { ok: true, cache: 'hit', ...cached };
      const fetched = await flights.run(url, () => fetchImage(url));
      if (!fetched.ok) {
        options.log.warn({ id, reason: fetched.notFound ? 'not found' : fetched.reason }, 'screenshot fetch failed');
        const busy = !fetched.notFound && fetched.busy;
        return { ok: false, status: busy ? 503 : 502, message: busy ? MESSAGES.busy : MESSAGES.screenshotFailed, source };
      }
      const image = images.get(url) ?? stored(fetched.value.bytes, fetched.value.contentType, source);
      images.set(url, image);
      return { ok: true, cache: 'miss', ...image };
    },
  };
}
