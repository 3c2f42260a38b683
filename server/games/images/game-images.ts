/**
 * Games' thumbnails and screenshots: fetched once from the service's own hosts (by URLs the
 * catalogue learnt from its payloads) and kept, or drawn for demo games. Each visitor's image
 * fetches come out of a budget of their own, the same size as the one for lists and details, so a
 * page of pictures never uses up a visitor's list calls and one address cannot take the whole gate.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { GamesCatalogue } from '../catalogue/games-catalogue.js';
import { demoScreenshotGame } from '../demo/demo-catalogue.js';
import { MESSAGES } from '../messages.js';
import type { GamesUpstream } from '../upstream/games-upstream.js';
import { createVisitorBudget } from '../upstream/visitor-budget.js';
import { createImageStore, type ImageStore } from './image-store.js';
import { createScreenshotService } from './screenshot-service.js';
import { createThumbnailService, type ThumbnailService } from './thumbnail-service.js';

export interface GameImagesOptions {
  /** Most thumbnails kept in memory (default 600). */
  thumbnailCacheMaxEntries?: number;
  /** Image fetches one client address may cause per window (default 20 per 10 s), as for lists and details. */
  visitorUpstreamCalls?: number;
  visitorWindowSeconds?: number;
  /** The clock for remembered failures (ms since the epoch); tests inject one. */
  now?: () => number;
}

export interface GameImages {
  thumbnails: ThumbnailService;
  screenshots: ThumbnailService;
}

const MB = 1024 * 1024;

export function createGameImages(upstream: GamesUpstream, catalogue: GamesCatalogue, options: GameImagesOptions, log: FastifyBaseLogger): GameImages {
  const demoImages = upstream.source === 'demo' || upstream.source === 'auto';
  const source = catalogue.service.primarySource;
  const budget = createVisitorBudget({ calls: options.visitorUpstreamCalls, windowSeconds: options.visitorWindowSeconds });
  const fetchImage = upstream.fetchImage;
  const store = (what: 'thumbnail' | 'screenshot', failedMessage: string, maxEntries: number): ImageStore | undefined => fetchImage && createImageStore({
    source, fetchImage, budget, what, failedMessage, maxEntries, maxBytes: 64 * MB, now: options.now ?? Date.now, draining: upstream.draining, log,
  });
  const thumbnails = createThumbnailService({
    catalogue: catalogue.service,
    demoImages,
    store: store('thumbnail', MESSAGES.thumbnailFailed, options.thumbnailCacheMaxEntries ?? 600),
    registry: catalogue.thumbnailUrls,
    maxEntries: options.thumbnailCacheMaxEntries ?? 600,
    maxBytes: 64 * MB,
  });
  const screenshots = createScreenshotService({
    source,
    store: store('screenshot', MESSAGES.screenshotFailed, 300),
    registry: catalogue.screenshotUrls,
    // A demo screenshot the registry does not know is drawn as its game's picture.
    demoImage: demoImages ? (id) => {
      const gameId = demoScreenshotGame(id);
      return gameId === undefined ? undefined : thumbnails.get(gameId);
    } : undefined,
  });
  return { thumbnails, screenshots };
}
