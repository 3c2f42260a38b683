import { screenshotUrl, thumbnailUrl } from '../../../src/contract/api.js';
import { isAbsoluteHttpUrl } from '../../../src/contract/safe-url.js';
import type { UrlRules } from './response-shape.js';
import type { ThumbnailRegistry } from '../images/thumbnail-registry.js';

function absolute(url: string | undefined): string | undefined {
  return url !== undefined && isAbsoluteHttpUrl(url) ? url : undefined;
}

/**
 * URL rules for live data: only absolute http(s) URLs survive (a same-origin path from upstream
 * would point at us); a thumbnail on an allowed origin is remembered and replaced by our own URL.
 */
export function createLiveUrlRules(registry: ThumbnailRegistry, imageOrigins: ReadonlySet<string>, screenshots: ThumbnailRegistry): UrlRules {
  return {
    thumbnail(id, url) {
      const upstream = absolute(url);
      if (!upstream || !imageOrigins.has(new URL(upstream).origin)) return undefined;
      registry.remember(id, upstream);
      return thumbnailUrl(id);
    },
    link: absolute,
    screenshot(id, url) {
      // Only the service's own image folder (`/g/…`) on its own hosts; anything else is dropped, never fetched.
      const upstream = absolute(url);
      if (!upstream) return undefined;
      const parsed = new URL(upstream);
      if (!imageOrigins.has(parsed.origin) || !parsed.pathname.startsWith('/g/')) return undefined;
      screenshots.remember(id, upstream);
      return screenshotUrl(id);
    },
  };
}
