import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open-database.js';
import { freePort } from '../../tools/free-port.js';
import { REDIS_URL, warnIfNoRedis } from './helpers/redis.js';
import { makeTempDir } from './helpers/temp-dir.js';
import { buildTestApp, closedAfterEachTest, testConfig } from './helpers/test-app.js';

const track = closedAfterEachTest();
warnIfNoRedis();

describe('GET /readyz', () => {
  it('answers 200 {status:"ready"} while the database answers, never cached', async () => {
    const app = track(buildTestApp());
    const response = await app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the database once it no longer answers, while /healthz stays 200', async () => {
    const database = await openDatabase({ dataDir: makeTempDir() });
    const app = track(buildTestApp(testConfig(), { database }));
    await app.ready();
    await database.close();
    const response = await app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Not ready: the database does not answer.' });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('answers 503 naming Redis when REDIS_URL points at nothing', async () => {
    const nothing = `redis://127.0.0.1:${await freePort()}`;
    const app = track(buildTestApp(testConfig({ redisUrl: nothing })));
    const response = await app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Not ready: Redis does not answer.');
  });

  it.runIf(REDIS_URL)('answers 200 with a Redis that answers', async () => {
    const app = track(buildTestApp(testConfig({ redisUrl: REDIS_URL })));
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });
});
