import { describe, expect, it } from 'vitest';
import { detailIdOf, isApiPath, isScreenshotPath, isThumbnailPath, SERVER_PATHS } from '../../sw/api-responses.js';
import { apiCacheKey } from '../../src/contract/api-cache-key.js';
import { gamesListUrl } from '../../src/contract/api.js';

const url = (path: string) => new URL(path, 'https://freeplay.test');

describe('which requests the worker caches, under which key', () => {
  it('files a list under its parameters sorted by name, whatever their order', () => {
    expect(apiCacheKey(url('/api/games?sort-by=release-date&platform=pc'))).toBe('/api/games?platform=pc&sort-by=release-date');
    expect(apiCacheKey(url('/api/games?platform=pc&sort-by=release-date'))).toBe('/api/games?platform=pc&sort-by=release-date');
    expect(apiCacheKey(url('/api/games'))).toBe('/api/games');
  });

  it('uses the same key as the app builds for a list URL', () => {
    const query = { platform: 'browser', category: 'shooter', 'sort-by': 'alphabetical' } as const;
    expect(apiCacheKey(url(gamesListUrl(query)))).toBe(gamesListUrl(query));
  });

  it('handles the two catalogue paths and thumbnails only', () => {
    expect(isApiPath('/api/games')).toBe(true);
    expect(isApiPath('/api/game')).toBe(true);
    expect(isApiPath('/api/catalogue')).toBe(true);
    expect(isApiPath('/api/gamesx')).toBe(false);
    expect(isApiPath('/user/me')).toBe(false);
    expect(isThumbnailPath('/thumbnails/12')).toBe(true);
    expect(isThumbnailPath('/thumbnails')).toBe(false);
    expect(isScreenshotPath('/screenshots/1234')).toBe(true);
    // The manifest's install-dialog images are precached files, not proxied screenshots.
    expect(isScreenshotPath('/screenshots/wide.png')).toBe(false);
    expect(isScreenshotPath('/screenshots')).toBe(false);
  });

  it('reads a whole-number game id and nothing else', () => {
    expect(detailIdOf(url('/api/game?id=452'))).toBe(452);
    expect(detailIdOf(url('/api/game?id=4x'))).toBeUndefined();
    expect(detailIdOf(url('/api/game'))).toBeUndefined();
    expect(detailIdOf(url('/api/games?id=4'))).toBeUndefined();
    expect(detailIdOf(url('/api/game?id=0'))).toBeUndefined();
    expect(detailIdOf(url('/api/game?id=007'))).toBeUndefined();
    expect(detailIdOf(url('/api/game?id=2147483647'))).toBe(2147483647);
  });

  it('leaves the server its own navigations and gives the app every other one', () => {
    const served = (path: string) => SERVER_PATHS.some((pattern) => pattern.test(path));
    expect(['/api/games', '/api/game', '/api/catalogue', '/user/signin', '/healthz', '/thumbnails/3', '/screenshots/3'].every(served)).toBe(true);
    expect(['/', '/index.html', '/userguide', '/games'].some(served)).toBe(false);
  });
});
