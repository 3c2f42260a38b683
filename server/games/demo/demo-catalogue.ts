import { thumbnailUrl } from '../../../src/contract/api.js';
import { generateCatalogue } from './generate-catalogue.js';
import type { RawCatalogue } from './raw-catalogue.js';

/**
 * Demo ids live in a range the real service does not use, so a demo game and a live game never
 * share a detail URL or a thumbnail URL (browsers keep thumbnails for 30 days).
 */
export const DEMO_FIRST_ID = 100_001;
export const DEMO_GAME_COUNT = 400;
const DEMO_SEED = 0x5eed_f2b;

/**
 * Demo games are not real, so they link to the games service's home page (a real, safe page that
 * explains where real games live) rather than to made-up `/open/{slug}` pages that would 404.
 */
export const DEMO_LINK = 'https://www.freetogame.com/';

let catalogue: RawCatalogue | undefined;

/** The demo catalogue: generated on first use, then kept (about 400 games, 1 MB of text). */
export function demoCatalogue(): RawCatalogue {
  catalogue ??= generateCatalogue({
    seed: DEMO_SEED,
    count: DEMO_GAME_COUNT,
    firstId: DEMO_FIRST_ID,
    urls: {
      // Our server draws these images itself (demo-thumbnail.ts).
      thumbnail: (id) => thumbnailUrl(id),
      screenshot: (id) => thumbnailUrl(id),
      gameUrl: () => DEMO_LINK,
      profileUrl: () => DEMO_LINK,
    },
  });
  return catalogue;
}
