// pg and ioredis are loaded only when DATABASE_URL or REDIS_URL is given: a default start (SQLite,
// limits counted in memory) never reads either module (README.md, "Settings").
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, testConfig } from './helpers/test-app.js';

// A module is evaluated once per file, so what is recorded here accumulates: the tests run in order,
// the default start first, before anything could have loaded either driver.
const loaded = vi.hoisted(() => new Set<string>());

vi.mock('pg', async (importOriginal) => {
  loaded.add('pg');
  return importOriginal();
});
vi.mock('ioredis', async (importOriginal) => {
  loaded.add('ioredis');
  return importOriginal();
});

// Nothing listens on port 1 of the loopback: each connection is refused at once.
const NOWHERE_POSTGRES = 'postgres://postgres@127.0.0.1:1/none';
const NOWHERE_REDIS = 'redis://127.0.0.1:1';

describe('optional database and Redis drivers', () => {
  it('a default start serves without loading pg or ioredis', async () => {
    const app = buildTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect([...loaded]).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('REDIS_URL loads ioredis (and still not pg)', async () => {
    const app = buildTestApp(testConfig({ redisUrl: NOWHERE_REDIS }));
    try {
      await app.ready();
      expect([...loaded]).toEqual(['ioredis']);
    } finally {
      await app.close();
    }
  });

  it('DATABASE_URL loads pg (and the start fails loudly when PostgreSQL cannot be reached)', async () => {
    const app = buildTestApp(testConfig({ databaseUrl: NOWHERE_POSTGRES }));
    try {
      await expect(app.ready()).rejects.toThrow();
      expect(loaded.has('pg')).toBe(true);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
