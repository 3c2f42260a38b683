import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CatalogueSource } from '../../../../src/contract/api.js';
import { createSingleFlight } from './cache/single-flight.js';
import type { CatalogueService } from './catalogue-service.js';
import { demoGame } from './demo/demo-catalogue.js';
import { demoThumbnailSvg } from './demo/demo-thumbnail.js';
import { MESSAGES } from './messages.js';
import type { FetchedImage } from './upstream/fetch-image.js';
import type { Fetched } from './upstream/fetched.js';
import type { ThumbnailRegistry } from './thumbnail-registry.js';

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
  etag: string;
  source: CatalogueSource;
}

export type ThumbnailResult =
  | ({ ok: true; cache: 'hit' | 'miss' } & StoredImage)
  | { ok: false; status: 404 | 502 | 503; message: string; source: CatalogueSource };

export interface ThumbnailServiceOptions {
  catalogue: CatalogueService;
  /** `demo` and `auto` draw demo games' thumbnails. */
  demoImages: boolean;
  /** Absent for the demo source. */
  fetchImage?: (url: string) => Promise<Fetched<FetchedImage>>;
  registry: ThumbnailRegistry;
  maxEntries: number;
  maxBytes: number;
  log: FastifyBaseLogger;
}

export interface ThumbnailService {
  primarySource: CatalogueSource;
  get(id: number): Promise<ThumbnailResult>;
}

/** An image cache bounded by count and bytes; an image larger than the byte bound is never kept. */
export function createImageCache(maxEntries: number, maxBytes: number): LRUCache<string, StoredImage> {
  return new LRUCache<string, StoredImage>({
    max: maxEntries,
    maxSize: maxBytes,
    maxEntrySize: maxBytes,
    sizeCalculation: (image) => Math.max(1, image.bytes.length),
  });
}

export function stored(bytes: Buffer, contentType: string, source: CatalogueSource): StoredImage {
  return { bytes, contentType, source, etag: createHash('sha256').update(bytes).digest('base64url').slice(0, 27) };
}

/**
 * A game's thumbnail: for a live game, the upstream URL recorded from data we fetched (never a
 * URL from the client), fetched once and kept; for a demo game, our own drawing.
 */
export function createThumbnailService(options: ThumbnailServiceOptions): ThumbnailService {
  const images = createImageCache(options.maxEntries, options.maxBytes);
  const flights = createSingleFlight<Fetched<FetchedImage>>();
  const source = options.catalogue.primarySource;
  const notFound = { ok: false, status: 404, message: MESSAGES.thumbnailNotFound, source } as const;

  function demoImage(id: number): ThumbnailResult | undefined {
    const game = options.demoImages ? demoGame(id) : undefined;
    if (!game) return undefined;
    const key = `demo ${id}`;
    const cached = images.get(key);
    if (cached) return { ok: true, cache: 'hit', ...cached };
    const image = stored(Buffer.from(demoThumbnailSvg(game.item), 'utf8'), 'image/svg+xml; charset=utf-8', 'demo');
    images.set(key, image);
    return { ok: true, cache: 'miss', ...image };
  }

  async function upstreamUrl(id: number): Promise<string | undefined> {
    const known = options.registry.lookup(id);
    if (known) return known;
    // After a restart the registry is empty: the whole list (cached, one call) teaches it.
    await options.catalogue.list({});
    return options.registry.lookup(id);
  }

  return {
    primarySource: source,
    async get(id) {
      const demo = demoImage(id);
      if (demo) return demo;
      const fetchImage = options.fetchImage;
      if (!fetchImage) return notFound;
      const url = await upstreamUrl(id);
      if (!url) return notFound;
      const cached = images.get(url);
      if (cached) return { ok: true, cache: 'hit', ...cached };
      const fetched = await flights.run(url, () => fetchImage(url));
      if (!fetched.ok) {
        const reason = fetched.notFound ? 'not found' : fetched.reason;
        options.log.warn({ id, reason }, 'thumbnail fetch failed');
        const busy = !fetched.notFound && fetched.busy;
        return { ok: false, status: busy ? 503 : 502, message: busy ? MESSAGES.busy : MESSAGES.thumbnailFailed, source };
      }
      const image = images.get(url) ?? stored(fetched.value.bytes, fetched.value.contentType, source);
      images.set(url, image);
      return { ok: true, cache: 'miss', ...image };
    },
  };
}
