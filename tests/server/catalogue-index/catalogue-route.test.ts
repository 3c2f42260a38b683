import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseCatalogueIndex, type CatalogueIndex } from '../../../src/contract/catalogue.js';
import { CATALOGUE_INDEX_FILE } from '../../../server/games/catalogue-index/catalogue-index-file.js';
import { startFakeUpstream, type FakeUpstream } from '../../../tools/fake-upstream.js';
import { buildGamesApp } from './build-index-app.js';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

async function index(app: FastifyInstance): Promise<CatalogueIndex> {
  const answer = await app.inject('/api/catalogue');
  expect(answer.statusCode).toBe(200);
  const parsed = parseCatalogueIndex(answer.json());
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

/** Asks until the background build has replaced the partial list (at most 100 tries, 10 s). */
async function fullIndex(app: FastifyInstance): Promise<CatalogueIndex> {
  for (let tries = 0; tries < 100; tries += 1) {
    const current = await index(app);
    if (!current.partial) return current;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the catalogue index was never built');
}

describe('GET /api/catalogue from the live service', () => {
  let fake: FakeUpstream;
  const apps: FastifyInstance[] = [];
  const build = async (dataDir: string) => {
    const app = await buildGamesApp({ freetogameApiUrl: fake.url, catalogueIndexDir: dataDir });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    fake = await startFakeUpstream();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    fake.reset();
  });
  afterAll(async () => {
    await fake.close();
    removeTempDirs();
  });

  it('answers the plain list marked partial at first, then the full index, kept on disk', async () => {
    const dataDir = makeTempDir();
    const app = await build(dataDir);
    const first = await index(app);
    expect(first.partial).toBe(true);
    expect(first.tags).toEqual([]);
    expect(first.games).toHaveLength(418);
    const full = await fullIndex(app);
    expect(full.tags).toHaveLength(45);
    expect(full.games).toHaveLength(418);
    expect(full.games.some((game) => game.tags.length > 0)).toBe(true);
    const ranks = full.games.map((game) => game.rank.popularity).sort((a, b) => a - b);
    expect(ranks).toEqual(full.games.map((_, at) => at + 1));
    const categoryCalls = fake.requests.filter((request) => request.query.category !== undefined);
    expect(categoryCalls).toHaveLength(45);
    // Thumbnails point at our own proxy, as in /api/games.
    expect(full.games[0]?.thumbnail).toMatch(/^\/thumbnails\/\d+$/);
    for (let tries = 0; tries < 50 && !existsSync(join(dataDir, CATALOGUE_INDEX_FILE)); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(existsSync(join(dataDir, CATALOGUE_INDEX_FILE))).toBe(true);
  });

  it('after a restart answers the copy on disk at once, with the service down', async () => {
    const dataDir = makeTempDir();
    const built = await fullIndex(await build(dataDir));
    for (let tries = 0; tries < 50 && !existsSync(join(dataDir, CATALOGUE_INDEX_FILE)); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    fake.reset();
    fake.setMode('error-500');
    const restarted = await build(dataDir);
    const again = await index(restarted);
    expect(again).toEqual(built);
    expect(fake.requests).toHaveLength(0);
  });

  it('sends an ETag, answers 304 to it, and compresses', async () => {
    const app = await build(makeTempDir());
    await fullIndex(app);
    const plain = await app.inject('/api/catalogue');
    const etag = plain.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: '/api/catalogue', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    const gzip = await app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('refuses any parameter with a 400 and a message, without calling the service', async () => {
    const app = await build(makeTempDir());
    const answer = await app.inject('/api/catalogue?q=war');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'Unknown parameter "q": /api/catalogue takes no parameters.' });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 502 with a message when nothing was ever built and the service fails', async () => {
    fake.setMode('error-500');
    const app = await build(makeTempDir());
    const answer = await app.inject('/api/catalogue');
    expect(answer.statusCode).toBe(502);
    expect(answer.json<{ message: string }>().message).toMatch(/could not be fetched/);
  });
});

describe('GET /api/catalogue from the demo catalogue', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildGamesApp({ source: 'demo' });
  });
  afterAll(async () => app.close());

  it('builds the same kind of index from the demo’s own tags and orders', async () => {
    const full = await fullIndex(app);
    expect(full.source).toBe('demo');
    expect(full.tags).toHaveLength(45);
    expect(full.games.length).toBeGreaterThan(300);
    expect(full.games.filter((game) => game.tags.includes('mmorpg')).length).toBeGreaterThan(0);
    const relevance = new Set(full.games.map((game) => game.rank.relevance));
    expect(relevance.size).toBe(full.games.length);
  });
});
