/**
 * img-src allows our own origin and data: only, and that is all the app needs: game images are
 * proxied under /thumbnails and /screenshots, and Pico's CSS draws its icons (dropdown chevrons,
 * the busy spinner) from data: URLs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs } from '../server/helpers/temp-dir.js';
import { buildTestApp } from '../server/helpers/test-app.js';
import { parsePolicy } from './support/csp.js';

const require = createRequire(import.meta.url);

describe('img-src', () => {
  let app: FastifyInstance;
  let imgSrc: readonly string[];
  beforeAll(async () => {
    app = buildTestApp();
    const response = await app.inject('/healthz');
    imgSrc = parsePolicy(String(response.headers['content-security-policy'])).get('img-src') ?? [];
  });
  afterAll(async () => {
    await app.close();
    removeTempDirs();
  });

  it("allows only 'self' and data:, no other host or scheme", () => {
    expect([...imgSrc].sort()).toEqual(["'self'", 'data:']);
  });

  it("covers every image the app loads: the games' thumbnails and screenshots are same-origin paths", async () => {
    const games = (await app.inject('/api/games')).json<{ id: number; thumbnail: string }[]>();
    expect(games.length).toBeGreaterThan(0);
    expect(games.filter((game) => !game.thumbnail.startsWith('/thumbnails/'))).toEqual([]);
    const detail = (await app.inject(`/api/game?id=${games[0]?.id ?? 0}`)).json<{ thumbnail: string; screenshots?: { image: string }[] }>();
    const images = [detail.thumbnail, ...(detail.screenshots ?? []).map((shot) => shot.image)];
    expect(images.filter((image) => !/^\/(thumbnails|screenshots)\/\d+$/.test(image))).toEqual([]);
  });

  it("and Pico's CSS icons, which are data: URLs only", () => {
    const css = readFileSync(require.resolve('@picocss/pico/css/pico.min.css'), 'utf8');
    const urls = [...css.matchAll(/url\(\s*["']?([^"')]*)/g)].map((match) => match[1] ?? '');
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => !url.startsWith('data:'))).toEqual([]);
    expect(imgSrc).toContain('data:');
  });
});
