import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCatalogueIndex, type CatalogueIndex } from '../../../src/contract/catalogue.js';
import { CATALOGUE_INDEX_FILE } from '../../../server/games/catalogue-index/catalogue-index-file.js';
import { databaseFixtures } from '../helpers/databases.js';
import { removeTempDirs } from '../helpers/temp-dir.js';
import { buildTestApp, testConfig } from '../helpers/test-app.js';

afterAll(removeTempDirs);

/** Asks until the index is built (at most 100 tries, 10 s). */
async function fullIndex(app: FastifyInstance): Promise<CatalogueIndex> {
  for (let tries = 0; tries < 100; tries += 1) {
    const answer = await app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'br' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    const plain = await app.inject('/api/catalogue');
    const parsed = parseCatalogueIndex(plain.json());
    if (!parsed.ok) throw new Error(parsed.message);
    if (!parsed.value.partial) return parsed.value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the catalogue index was never built');
}

for (const database of databaseFixtures()) {
  describe.skipIf(!database.available)(`GET /api/catalogue in the whole app on ${database.name}`, () => {
    it('builds the demo index, keeps it in DATA_DIR and answers it after a restart', async () => {
      await database.setUp();
      try {
        const config = testConfig();
        const first = buildTestApp(config, { database: await database.open() });
        const built = await fullIndex(first);
        expect(built.source).toBe('demo');
        expect(built.tags).toHaveLength(45);
        for (let tries = 0; tries < 50 && !existsSync(join(config.dataDir, CATALOGUE_INDEX_FILE)); tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await first.close();
        expect(existsSync(join(config.dataDir, CATALOGUE_INDEX_FILE))).toBe(true);

        const second = buildTestApp(config, { database: await database.open() });
        const again = await second.inject('/api/catalogue');
        expect(again.json()).toEqual(built);
        expect((await second.inject('/api/catalogue?tags=mmorpg')).statusCode).toBe(400);
        await second.close();
      } finally {
        await database.tearDown();
      }
    });
  });
}
