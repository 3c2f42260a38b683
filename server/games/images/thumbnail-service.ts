import type { CatalogueSource } from '../../../src/contract/api.js';
import type { CatalogueService } from '../catalogue/catalogue-service.js';
import { demoGame } from '../demo/demo-catalogue.js';
import { demoThumbnailSvg } from '../demo/demo-thumbnail.js';
import { MESSAGES } from '../messages.js';
import { createImageCache, stored, type ImageResult, type ImageStore } from './image-store.js';
import type { ThumbnailRegistry } from './thumbnail-registry.js';

export interface ThumbnailServiceOptions {
  catalogue: CatalogueService;
  /** `demo` and `auto` draw demo games' thumbnails. */
  demoImages: boolean;
  /** Absent for the demo source. */
  store?: ImageStore;
  registry: ThumbnailRegistry;
  /** Most demo drawings kept. */
  maxEntries: number;
  maxBytes: number;
}

export interface ThumbnailService {
  primarySource: CatalogueSource;
  /** `visitor` (a client address key) pays for the games service calls it causes; none for our own. */
  get(id: number, visitor?: string): Promise<ImageResult>;
}

/**
 * A game's thumbnail: for a live game, the upstream URL recorded from data we fetched (never a
 * URL from the client), fetched once and kept; for a demo game, our own drawing.
 */
export function createThumbnailService(options: ThumbnailServiceOptions): ThumbnailService {
  const drawings = createImageCache(options.maxEntries, options.maxBytes);
  const source = options.catalogue.primarySource;
  const notFound = { ok: false, status: 404, message: MESSAGES.thumbnailNotFound, source } as const;

  function demoImage(id: number): ImageResult | undefined {
    const game = options.demoImages ? demoGame(id) : undefined;
    if (!game) return undefined;
    const cached = drawings.get(String(id));
    if (cached) return { ok: true, cache: 'hit', ...cached };
    const image = stored(Buffer.from(demoThumbnailSvg(game.item), 'utf8'), 'image/svg+xml; charset=utf-8', 'demo');
    drawings.set(String(id), image);
    return { ok: true, cache: 'miss', ...image };
  }

  /** The URL the registry knows; after a restart it is empty, and the whole list (cached, one call) teaches it. */
  async function upstreamUrl(id: number, visitor: string | undefined): Promise<{ url: string } | ImageResult> {
    const known = options.registry.lookup(id);
    if (known) return { url: known };
    const listed = await options.catalogue.list({}, visitor);
    const learnt = options.registry.lookup(id);
    if (learnt) return { url: learnt };
    if (listed.ok) return notFound;
    return { ok: false, status: listed.status, message: listed.status === 429 ? listed.message : MESSAGES.thumbnailFailed, source, retryAfterSeconds: listed.retryAfterSeconds };
  }

  return {
    primarySource: source,
    async get(id, visitor) {
      const demo = demoImage(id);
      if (demo) return demo;
      if (!options.store) return notFound;
      const found = await upstreamUrl(id, visitor);
      return 'url' in found ? options.store.get(found.url, visitor, id) : found;
    },
  };
}
