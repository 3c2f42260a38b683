import { thumbnailUrl } from '../../../../src/contract/api.js';
import { isAbsoluteHttpUrl } from '../../../../src/contract/safe-url.js';
import type { UrlRules } from './response-shape.js';
import type { ThumbnailRegistry } from './thumbnail-registry.js';

function absolute(url: string | undefined): string | undefined {
  return url !== undefined && isAbsoluteHttpUrl(url) ? url : undefined;
}

/**
 * URL rules for live data: only absolute http(s) URLs survive (a same-origin path from upstream
 * would point at us); a thumbnail on an allowed origin is remembered and replaced by our own URL.
 */
export function createLiveUrlRules(registry: ThumbnailRegistry, imageOrigins: ReadonlySet<string>): UrlRules {
  return {
    thumbnail(id, url) {
      const upstream = absolute(url);
      if (!upstream || !imageOrigins.has(new URL(upstream).origin)) return undefined;
      registry.remember(id, upstream);
      return thumbnailUrl(id);
    },
    link: absolute,
    image: absolute,
  };
}
