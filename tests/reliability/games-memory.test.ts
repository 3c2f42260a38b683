/**
 * The server as production runs it, against a games service that sends 10 MB bodies: each is cut
 * off at the upstream size cap and answered 502 with a message, and the process's resident memory
 * grows by little over repeated rounds instead of by the bodies' size.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/games/messages.js';
import { makeTempDir, removeTempDirs } from '../server/helpers/temp-dir.js';
import { startFakeUpstream, type FakeUpstream } from '../../tools/fake-upstream.js';
import { createHttpClient, messageOf, type HttpClient } from './support/http-client.js';
import { killAllServers, ServerProcess } from '../../tools/server-process.js';

const MB = 1024 * 1024;
/** Rounds of 10 MB answers: 80 MB in all, which a server keeping them would hold on to. */
const ROUNDS = 8;
/**
 * Growth allowed over all rounds: well under what keeping the bodies would cost. Up to 8 × 5 MB of read
 * bodies may still await the garbage collector (observed: -17 to +27 MB); retained ones would not.
 */
const MAX_GROWTH_BYTES = 48 * MB;
const CATEGORIES = ['mmorpg', 'shooter', 'strategy', 'moba', 'racing', 'sports', 'social', 'sandbox', 'zombie', 'anime'];

describe('10 MB answers from the games service, repeated', () => {
  let fake: FakeUpstream;
  let server: ServerProcess;
  let client: HttpClient;

  beforeAll(async () => {
    fake = await startFakeUpstream();
    server = await ServerProcess.start({ env: { DATA_DIR: makeTempDir(), GAMES_SOURCE: 'freetogame', FREETOGAME_API_URL: fake.url, JWT_SECRET: 'memory-test-secret-0123456789abcdefghij' } });
    client = createHttpClient(server.url, { timeoutMs: 20_000 });
  });
  afterAll(async () => {
    client?.close();
    await killAllServers();
    await fake?.close();
    removeTempDirs();
  });

  it('are refused with 502 and a message each time, and memory stays bounded', async () => {
    // Warm up what any server has loaded after its first answers (code, the list cache). A sign-in
    // with an unknown email waits for the start's dummy hash and makes one more: after two, no
    // password hash's working memory (many MiB) is in use, so none is counted either side.
    for (const email of ['nobody@example.com', 'nobody.else@example.com']) {
      expect((await client.postJson('/user/signin', { email, password: 'abc123' })).status).toBe(401);
    }
    expect((await client.get('/api/games')).status).toBe(200);
    fake.setMode('oversize');
    expect((await client.get(`/api/games?category=${CATEGORIES[ROUNDS] ?? 'fantasy'}`)).status).toBe(502);
    const baseline = server.rssBytes();

    for (let round = 0; round < ROUNDS; round += 1) {
      // A new question each round, so no cache or shared call stands in for the upstream body.
      const answer = await client.get(`/api/games?category=${CATEGORIES[round] ?? 'anime'}`);
      expect([answer.status, messageOf(answer)], `round ${round}`).toEqual([502, MESSAGES.serviceDown]);
    }
    const growth = server.rssBytes() - baseline;
    console.info(`games memory: RSS ${(baseline / MB).toFixed(1)} MB before ${ROUNDS} rounds of 10 MB bodies, growth ${(growth / MB).toFixed(1)} MB`);
    expect(growth).toBeLessThan(MAX_GROWTH_BYTES);

    fake.setMode('normal');
    expect((await client.get('/healthz')).status).toBe(200);
  }, 60_000);
});
