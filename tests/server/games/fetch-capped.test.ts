import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchCapped } from '../../../server/games/upstream/fetch-capped.js';
import { startFakeUpstream, type FakeUpstream } from '../../../tools/fake-upstream.js';

describe('fetchCapped', () => {
  let fake: FakeUpstream;

  beforeAll(async () => {
    fake = await startFakeUpstream();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('reads a whole answer under the cap', async () => {
    const answer = await fetchCapped(`${fake.url}/games?platform=browser`, { timeoutMs: 5000, maxBytes: 1_000_000 });
    expect(answer.ok && answer.status).toBe(200);
    expect(answer.ok && JSON.parse(answer.body.toString()).length).toBeGreaterThan(50);
    expect(fake.requests[0]?.headers['user-agent']).toMatch(/^Freeplay\//);
  });

  it('gives up on a hanging service at its deadline', async () => {
    fake.setMode('hang');
    const answer = await fetchCapped(`${fake.url}/games`, { timeoutMs: 200, maxBytes: 1000 });
    expect(answer).toEqual({ ok: false, reason: 'no complete response within 200 ms' });
  });

  it('stops at once when its signal aborts (a server shutting down), whatever the deadline', async () => {
    fake.setMode('hang');
    const shutdown = new AbortController();
    const pending = fetchCapped(`${fake.url}/games`, { timeoutMs: 10 * 60_000, maxBytes: 1000, signal: shutdown.signal });
    for (let i = 0; i < 100 && fake.requests.length === 0; i += 1) await new Promise((resolve) => setImmediate(resolve));
    shutdown.abort();
    const answer = await pending;
    expect(answer.ok).toBe(false);
  });

  it('reports a refused connection without throwing', async () => {
    const closed = await startFakeUpstream();
    await closed.close();
    const answer = await fetchCapped(`${closed.url}/games`, { timeoutMs: 1000, maxBytes: 1000 });
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.reason).toMatch(/ECONNREFUSED/);
  });
});
