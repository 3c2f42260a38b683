/**
 * The picture proxies' tests (thumbnails, screenshots): one fake games service for the file, and a
 * fresh games app on it for each test, with a 400 ms timeout so a picture that never comes fails fast.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../../tools/fake-upstream.js';
import { buildGamesApp } from './build-games-app.js';

export interface PictureProxyHarness {
  fake: FakeUpstream;
  app: FastifyInstance;
  /** The fake's origin, where its pictures are. */
  origin: string;
  /** The paths of the pictures the fake was asked for, in order. */
  images(): string[];
}

/** Registers the file's hooks; each test reads the fake and its app from what this returns. */
export function pictureProxyHarness(): PictureProxyHarness {
  const harness = {
    images: () => harness.fake.requests.filter((request) => request.path.startsWith('/g/')).map((request) => request.path),
  } as PictureProxyHarness;
  beforeAll(async () => {
    harness.fake = await startFakeUpstream();
    harness.origin = new URL(harness.fake.url).origin;
  });
  afterAll(() => harness.fake.close());
  beforeEach(async () => {
    harness.fake.reset();
    harness.app = await buildGamesApp({ freetogameApiUrl: harness.fake.url, timeoutMs: 400 });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await harness.app.close();
  });
  return harness;
}
